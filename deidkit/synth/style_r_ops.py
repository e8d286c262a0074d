"""Style R's operations and bedside procedures (:mod:`deidkit.synth.style_r` has the
conventions): what the surgeon dictates as indications, findings and the description of the
procedure, with the instruments, sutures, brands and eponyms of the trade (never PHI)
beside the surgeon's, assistant's and anesthesiologist's names and the implants' serial
numbers (PHI). Each paragraph is a tuple of alternatives; :func:`write_paragraphs` picks one."""

from __future__ import annotations

#: name -> (title, preoperative diagnosis, postoperative diagnosis, anesthesia,
#:          indication, paragraphs, specimens, drains)
OPERATIONS = {
    "lap_chole": (
        "Laparoscopic cholecystectomy with intraoperative cholangiogram",
        "Symptomatic cholelithiasis with acute cholecystitis", "Same, gangrenous gallbladder",
        "General endotracheal anesthesia",
        "{Pt} is {a_age} who presented to the emergency department on {recent} with right upper "
        "quadrant pain, a positive Murphy's sign and a white count of 14,800. Ultrasound "
        "demonstrated a 2.1 cm impacted stone in the gallbladder neck with pericholecystic "
        "fluid. The risks, including bile duct injury, bile leak, bleeding and conversion to an "
        "open procedure, were explained and {he} wished to proceed.",
        (
            ("The patient was brought to operating room {or_room} and placed supine on the table. "
             "After induction of general anesthesia by {anesth}, the abdomen was prepped with "
             "ChloraPrep and draped in the usual sterile fashion. A time-out was performed.",
             "{Pt} was identified in the preoperative holding area and taken to OR {or_room}. "
             "General endotracheal anesthesia was induced without difficulty, an orogastric tube "
             "was placed, and sequential compression devices were applied to both legs."),
            ("A 12 mm infraumbilical incision was made and carried down to the fascia with the "
            "Bovie, and the fascia grasped with Kocher clamps. "
             "The Hasson trocar was placed under direct vision and the abdomen insufflated with "
             "CO2 "
             "to 15 mmHg. Three 5 mm ports were placed in the subxiphoid and right subcostal "
             "positions.",
             "Access was obtained with a Veress needle at Palmer's point and pneumoperitoneum "
             "established to 15 mmHg. An 11 mm Xcel optical trocar was placed at the umbilicus and "
             "the remaining ports were placed under laparoscopic visualization."),
            ("The gallbladder was distended, edematous and focally necrotic at the fundus, with "
             "omental adhesions that were taken down bluntly, with the Maryland dissector and "
             "with the Bovie on low coagulation. The "
             "fundus was retracted cephalad over the liver and the infundibulum laterally.",
             "The gallbladder was tense and was decompressed with a 14 gauge needle, returning "
             "60 mL of turbid bile, sent for culture. Dense adhesions of the duodenum to the "
             "infundibulum were divided with the hook cautery."),
            ("The peritoneum over Calot's triangle was opened anteriorly and posteriorly, and the "
             "critical view of safety was obtained, with only two structures entering the "
             "gallbladder and the lower third of the cystohepatic plate cleared.",
             "Careful dissection of the hepatocystic triangle revealed the cystic duct and a "
             "single "
             "cystic artery; a small posterior branch was clipped separately. The critical view of "
             "safety was documented with photographs."),
            ("A cholangiogram was performed through a Reddick catheter placed in a ductotomy; it "
             "showed free flow of contrast into the duodenum without filling defects and normal "
             "intrahepatic ducts.",
             "Intraoperative cholangiography through a Kumar clamp demonstrated a normal-caliber "
             "common bile duct with prompt drainage into the duodenum."),
            ("The cystic duct was doubly clipped proximally with Hem-o-lok clips and divided, as "
             "was the cystic artery. The gallbladder was removed from the liver bed with "
             "electrocautery and placed in an Endo Catch bag.",
             "The cystic duct was ligated with an Endoloop of 0 PDS because of its width, and the "
             "artery was clipped and divided. The gallbladder was dissected off the liver bed with "
             "the L-hook and extracted in a specimen retrieval bag through the umbilical port."),
            ("The liver bed was irrigated and hemostasis confirmed; a 19 French Blake drain was "
            "left "
             "in the gallbladder fossa and brought out through the lateral port site. The fascia "
             "at "
             "the umbilicus was closed with 0 Vicryl on a UR-6 needle and the skin with 4-0 "
             "Monocryl subcuticular sutures and Dermabond.",
             "After irrigation with warm saline, Surgicel was placed in the fossa. The ports were "
             "removed under direct vision, the umbilical fascia closed with a figure-of-eight 0 "
             "Vicryl, and the skin closed with 4-0 Monocryl and Steri-Strips."),
        ),
        "Gallbladder with stones; bile for culture", "19 French Blake drain"),
    "hernia": (
        "Open left inguinal hernia repair with mesh (Lichtenstein)",
        "Left indirect inguinal hernia, symptomatic",
        "Left indirect and direct (pantaloon) inguinal hernia",
        "Monitored anesthesia care with local (0.5% Marcaine with epinephrine)",
        "{Pt} is {a_age} and works as a {job}; {he} has had a bulge in the left groin for about a "
        "year that has become painful with lifting. It is reducible on examination.",
        (
            ("After adequate sedation by {anesth}, an ilioinguinal nerve block was performed with "
             "20 mL of 0.5% bupivacaine. A 6 cm oblique incision was made two fingerbreadths above "
             "the inguinal ligament.",
             "The left groin was prepped with Betadine and draped. A transverse skin-crease "
             "incision "
             "was made and carried through Scarpa's fascia with the Bovie."),
            ("The external oblique aponeurosis was opened in the direction of its fibers through "
             "the external ring, and the ilioinguinal nerve was identified and preserved. The cord "
             "was encircled with a Penrose drain.",
             "The external oblique was incised with a 15 blade and Metzenbaum scissors, protecting "
             "the ilioinguinal nerve, which was retracted inferiorly with the lower leaflet."),
            ("An indirect sac was dissected off the cord structures to the level of the internal "
             "ring, opened to confirm it was empty, and high-ligated with a 2-0 silk suture "
             "ligature. "
             "A moderate direct defect was imbricated with a running 2-0 Prolene.",
             "The cremaster was divided and an indirect hernia sac containing preperitoneal fat "
             "was "
             "reduced into the abdomen without ligation. The floor was weak and bulging."),
            ("A 6 x 14 cm piece of polypropylene mesh (Bard Marlex) was tailored and sewn to the "
             "shelving edge of the inguinal ligament with running 2-0 Prolene, beginning at the "
             "pubic tubercle, and to the conjoint tendon with interrupted sutures. The tails were "
             "crossed lateral to the cord to recreate the internal ring.",
             "A Medtronic ProGrip self-gripping mesh was placed over the floor with the slit "
             "around "
             "the cord and secured medially to the pubic tubercle with a single 2-0 Prolene "
             "suture."),
            ("The external oblique was closed over the cord with running 3-0 Vicryl, Scarpa's "
             "fascia with interrupted 3-0 Vicryl and the skin with 4-0 Monocryl subcuticular.",
             "Hemostasis was achieved, the external oblique reapproximated with 2-0 Vicryl, and "
             "the "
             "skin closed with staples."),
        ),
        "Hernia sac", "None"),
    "lap_appy": (
        "Laparoscopic appendectomy",
        "Acute appendicitis", "Acute perforated appendicitis with localized abscess",
        "General endotracheal anesthesia",
        "{Pt} is {a_age} with 36 hours of periumbilical pain migrating to McBurney's point, fever "
        "to "
        "38.9 and a positive Rovsing sign; CT showed a 13 mm appendix with periappendiceal "
        "stranding.",
        (
            ("Under general anesthesia the patient was positioned supine with both arms tucked. "
             "Access was gained at the umbilicus by open Hasson technique and two 5 mm ports "
             "placed "
             "in the suprapubic and left lower quadrant positions.",
             "A 12 mm umbilical port was placed by cutdown and pneumoperitoneum established; a 5 "
             "mm "
             "port was placed suprapubically and another in the left lower quadrant, and the table "
             "tilted into Trendelenburg with the right side up."),
            ("The appendix was retrocecal, inflamed and perforated near the tip, with a small "
             "contained collection of purulent fluid in the right paracolic gutter which was "
             "aspirated and cultured.",
             "There was fibrinous exudate throughout the right lower quadrant; the appendix was "
             "gangrenous but intact at the base."),
            ("The mesoappendix was divided with the LigaSure device, and the base of the appendix "
             "was transected with an Endo GIA stapler with a tan (45 mm) load. The specimen was "
             "removed in an Endo Catch bag.",
             "A window was made at the base of the appendix, which was divided with a 45 mm "
             "vascular load of the Echelon stapler; the mesoappendix was divided with the "
             "Harmonic scalpel."),
            ("The staple line was inspected and hemostatic; the pelvis was irrigated with 3 "
            "liters of "
             "saline until clear. The fascia was closed with 0 Vicryl and the skin with 4-0 "
             "Monocryl.",
             "The right lower quadrant was irrigated and a 15 French Blake drain placed in the "
             "pelvis. Port sites were closed with 4-0 Monocryl and Dermabond."),
        ),
        "Appendix", "None"),
    "tka": (
        "Right total knee arthroplasty",
        "Right knee tricompartmental osteoarthritis", "Same",
        "Spinal anesthesia with adductor canal block",
        "{Pt} is {a_age} with end-stage degenerative joint disease of the right knee, varus "
        "deformity and pain limiting ambulation to less than one block despite injections, "
        "bracing and physical therapy.",
        (
            ("After spinal anesthesia by {anesth}, a well-padded tourniquet was applied to the "
            "right "
             "thigh. The leg was prepped with DuraPrep and draped; the tourniquet was inflated to "
             "300 mmHg after exsanguination with an Esmarch bandage.",
             "Spinal anesthesia was administered and an adductor canal catheter placed. 2 grams of "
             "cefazolin and 1 gram of tranexamic acid were given before inflation of the "
             "tourniquet."),
            ("A midline incision and medial parapatellar arthrotomy were made. The patella was "
             "everted and the anterior cruciate ligament and menisci excised; osteophytes were "
             "removed with a rongeur.",
             "A standard midline approach with a medial parapatellar arthrotomy was used; the fat "
             "pad "
             "was partially excised and a medial release performed with a Cobb elevator."),
            ("The intramedullary femoral guide was placed with 5 degrees of valgus and the distal "
             "femoral cut made; sizing, anterior, posterior and chamfer cuts followed with the "
             "Stryker Triathlon cutting blocks. The proximal tibia was cut perpendicular to its "
             "axis with 3 degrees of posterior slope using the extramedullary guide.",
             "Using the Zimmer Persona instrumentation, a distal femoral resection of 9 mm was "
             "made "
             "and the tibia resected 2 mm below the medial defect. Flexion and extension gaps were "
             "balanced with spacer blocks."),
            ("Trial components gave full extension, flexion to 125 degrees and good patellar "
             "tracking without thumb pressure. The patella was resurfaced with a 35 mm dome.",
             "Trials were placed; the knee was stable to varus and valgus stress and tracked "
             "centrally. The patella was measured at 24 mm and resected to 14 mm."),
            ("The final components were cemented with Simplex P with tobramycin: a size 5 cruciate-"
             "retaining femur, a size 4 tibial baseplate (serial {serial}) with a 10 mm "
             "polyethylene "
             "insert, and the patellar button. Excess cement was removed with a Freer elevator.",
             "Definitive components were cemented after pulsatile lavage: femoral component serial "
             "{serial}, tibial tray {lot}, and a 12 mm posterior-stabilized insert."),
            ("The tourniquet was released after 78 minutes; hemostasis was obtained. The "
            "arthrotomy "
             "was closed with #1 Stratafix, the subcutaneous layer with 2-0 Vicryl and the skin "
             "with "
             "staples. A Prevena incisional vacuum dressing was applied.",
             "After release of the tourniquet, the capsule was closed with interrupted #1 Ethibond "
             "and a running barbed suture, the subcutaneous tissue with 2-0 Monocryl and the skin "
             "with 3-0 nylon. A sterile Aquacel dressing and an Ace wrap were applied."),
        ),
        "Bone cuts to pathology", "None"),
    "cabg": (
        "Coronary artery bypass grafting x 3 (LIMA to LAD, saphenous vein grafts to OM1 and PDA)",
        "Three-vessel coronary artery disease with unstable angina", "Same",
        "General endotracheal anesthesia with transesophageal echocardiography",
        "{Pt} is {a_age} who presented to {osh} with a non-ST elevation myocardial infarction and "
        "was transferred here on {recent}. Catheterization showed a 90% proximal LAD, 80% "
        "obtuse marginal and 95% right coronary lesions, with an ejection fraction of {ef}%. The "
        "STS predicted mortality was 1.4%.",
        (
            ("After induction by {anesth}, a pulmonary artery catheter and TEE probe were placed. "
             "The chest, abdomen and legs were prepped and draped. A median sternotomy was "
             "performed with the oscillating saw.",
             "Following placement of a radial arterial line and a Swan-Ganz catheter, the patient "
             "was prepped from chin to toes. The sternum was divided in the midline with a Stryker "
             "sternal saw."),
            ("The left internal mammary artery was harvested as a skeletonized pedicle with the "
             "Harmonic scalpel; it had excellent free flow. Simultaneously the greater saphenous "
             "vein "
             "was harvested endoscopically from the left thigh by {assistant}.",
             "The LIMA was taken down with electrocautery on low settings and papaverine applied. "
             "The saphenous vein was harvested from the right leg with the VasoView system."),
            ("After systemic heparinization, the aorta and right atrium were cannulated and "
             "cardiopulmonary bypass initiated. The aorta was cross-clamped and the heart arrested "
             "with antegrade and retrograde cold blood cardioplegia.",
             "The patient was heparinized to an ACT above 480 seconds, a 22 French aortic cannula "
             "and "
             "a two-stage venous cannula were placed, and bypass was instituted with cooling to "
             "34 degrees."),
            ("The distal anastomoses were performed with running 7-0 Prolene: vein to the "
            "posterior "
             "descending artery, vein to the first obtuse marginal, and the LIMA to the mid LAD. "
             "The "
             "proximal vein anastomoses were sewn to the ascending aorta with 6-0 Prolene under a "
             "partial occlusion clamp.",
             "The LAD was intramyocardial in its mid portion and was unroofed; the LIMA was sewn "
             "to "
             "it end-to-side with 8-0 Prolene. Saphenous vein grafts were placed to the OM1 and "
             "the "
             "PDA, and proximal anastomoses were made to the aorta with a Heartstring device."),
            ("The patient weaned from bypass on low-dose epinephrine; TEE showed improved anterior "
             "wall motion. Protamine was given. Two 32 French chest tubes and atrial and "
             "ventricular "
             "epicardial pacing wires were placed. The sternum was closed with eight stainless "
             "steel "
             "wires and the fascia and skin in layers.",
             "Graft flows measured by Medistim transit-time flowmetry were satisfactory. After "
             "decannulation and protamine, mediastinal and left pleural Blake drains were placed, "
             "the sternum reapproximated with Zipfix ties, and the incision closed with 0 Vicryl, "
             "2-0 Vicryl and 4-0 Monocryl."),
        ),
        "None", "Mediastinal and pleural chest tubes"),
    "cea": (
        "Left carotid endarterectomy with bovine pericardial patch angioplasty",
        "Symptomatic left internal carotid artery stenosis (80-99%)", "Same",
        "General endotracheal anesthesia with EEG monitoring",
        "{Pt} is {a_age} with transient right arm weakness and expressive aphasia on {recent}; "
        "duplex and CTA showed a high-grade stenosis at the left carotid bifurcation with an "
        "ulcerated plaque.",
        (
            ("With the head turned to the right on a donut, an incision was made along the "
            "anterior "
             "border of the sternocleidomastoid. The platysma was divided and the facial vein "
             "ligated "
             "and divided.",
             "A longitudinal cervical incision was made anterior to the sternocleidomastoid muscle "
             "and deepened with the Bovie; the ansa cervicalis was preserved."),
            ("The common, internal and external carotid arteries were exposed and controlled with "
             "vessel loops, taking care to protect the hypoglossal and vagus nerves. 5,000 units "
             "of "
             "heparin were given.",
             "The carotid sheath was opened and the vessels dissected with minimal manipulation of "
             "the bulb. The superior thyroid artery was controlled with a Potts loop."),
            ("After clamping, an arteriotomy was made with an 11 blade and extended with Potts "
             "scissors. A Sundt shunt was placed for EEG changes. The plaque was removed with a "
             "Freer elevator with a good distal end point, and the endarterectomized surface was "
             "cleared of fibers.",
             "The arteriotomy was carried onto the internal carotid beyond the plaque. There was "
             "no "
             "change in the EEG with clamping so no shunt was used. An ulcerated, calcified plaque "
             "was removed in one piece."),
            ("A bovine pericardial patch was sewn in with running 6-0 Prolene; the vessels were "
             "flushed and back-bled before completion, and flow restored to the external and then "
             "the internal carotid. Doppler signals were triphasic.",
             "The patch angioplasty was performed with a Hemashield patch and 6-0 Prolene; "
             "completion duplex showed no residual flap."),
            ("Protamine was given, a 10 French Jackson-Pratt drain left in the wound, and the "
             "platysma closed with 3-0 Vicryl and the skin with 4-0 Monocryl. The patient awoke "
             "moving all four extremities and following commands.",
             "After hemostasis the wound was closed in layers. The patient was extubated in the "
             "room, neurologically intact, with a systolic pressure of 130."),
        ),
        "Carotid plaque", "10 French Jackson-Pratt"),
    "crani": (
        "Left frontotemporoparietal craniotomy for evacuation of acute subdural hematoma",
        "Left acute subdural hematoma with midline shift", "Same",
        "General endotracheal anesthesia",
        "{Pt} is {a_age} on apixaban who fell at home on {recent}; {he} arrived with a Glasgow "
        "Coma Scale of 9 and a 14 mm left subdural hematoma with 8 mm of midline shift. Andexanet "
        "was given in the emergency department.",
        (
            ("The head was fixed in a Mayfield three-pin holder and turned to the right. A reverse "
             "question-mark incision was marked and infiltrated with lidocaine with epinephrine, "
             "and "
             "the scalp flap raised with Raney clips on the edges.",
             "The patient was positioned supine with a shoulder roll and the head on a horseshoe. "
             "A "
             "large trauma flap was outlined behind the hairline."),
            ("Burr holes were made with the Midas Rex perforator and a bone flap turned with the "
             "craniotome. The dura was tense and blue; it was opened in a C-shaped fashion.",
             "Four burr holes were placed and connected with the B1 footplate; the bone flap was "
             "elevated and the middle meningeal artery coagulated with the bipolar."),
            ("A large amount of acute clot was evacuated with suction and irrigation; a bleeding "
             "cortical vein was coagulated. The brain relaxed well.",
             "Acute and subacute hematoma was removed with gentle irrigation and a #7 Frazier "
             "suction; Surgiflo and cottonoids were used for hemostasis."),
            ("The dura was closed with 4-0 Nurolon and covered with DuraGen. The bone flap was "
             "replaced with titanium plates and screws from the Synthes set, a subgaleal drain "
             "placed, and the scalp closed with 2-0 Vicryl and staples.",
             "Because of swelling the bone flap was not replaced and was stored in the bone bank; "
             "a duraplasty with bovine pericardium was performed and the galea closed with 2-0 "
             "Vicryl."),
        ),
        "None", "Subgaleal Hemovac"),
    "pacemaker": (
        "Dual-chamber permanent pacemaker implantation",
        "Symptomatic complete heart block", "Same",
        "Local anesthesia with moderate sedation",
        "{Pt} is {a_age} with syncope on {recent} and complete heart block with a ventricular "
        "escape rhythm in the 30s; a temporary transvenous wire was placed at {osh}.",
        (
            ("The left chest was prepped with chlorhexidine and draped. Lidocaine 1% was "
            "infiltrated "
             "and a 5 cm incision made below the left clavicle. A subcutaneous pocket was created "
             "over the pectoralis fascia.",
             "After sedation with midazolam and fentanyl, a left infraclavicular incision was made "
             "and a pocket fashioned by blunt dissection."),
            ("The axillary vein was accessed under fluoroscopy with a micropuncture needle. A "
             "Medtronic 5076 lead was positioned in the right ventricular septum and a second 5076 "
             "lead in the right atrial appendage; both were actively fixed.",
             "Two peel-away sheaths were placed via the cephalic vein. The ventricular lead was "
             "placed at the RV apex and the atrial lead in the appendage."),
            ("Ventricular lead: R wave 11 mV, threshold 0.6 V at 0.4 ms, impedance 640 ohms. "
            "Atrial "
             "lead: P wave 3.1 mV, threshold 0.8 V, impedance 520 ohms. No diaphragmatic "
             "stimulation "
             "at 10 V.",
             "Measurements were satisfactory: RV threshold 0.5 V, sensing 12 mV, impedance 700 "
             "ohms; RA threshold 0.7 V, sensing 2.8 mV."),
            ("The leads were secured with 2-0 silk to the suture sleeves and connected to a "
             "Medtronic Azure XT DR MRI SureScan generator, serial number {serial}. The pocket was "
             "irrigated with antibiotic solution and closed with 2-0 and 4-0 Vicryl.",
             "The generator (Boston Scientific Accolade, serial {serial}) was connected and "
             "placed in "
             "the pocket in a TYRX absorbable envelope; the incision was closed in three layers."),
        ),
        "None", "None"),
    "colectomy": (
        "Exploratory laparotomy, sigmoid colectomy with end colostomy (Hartmann procedure)",
        "Perforated sigmoid diverticulitis with feculent peritonitis (Hinchey IV)", "Same",
        "General endotracheal anesthesia",
        "{Pt} is {a_age} who presented with two days of left lower quadrant pain, fever and "
        "peritonitis on examination; CT showed free air and fluid in the pelvis.",
        (
            ("A midline laparotomy was performed with a 10 blade and the Bovie. On entering the "
            "peritoneum there was feculent "
             "fluid in all four quadrants, which was cultured and suctioned.",
             "The abdomen was entered through a lower midline incision and a Bookwalter retractor "
             "placed. There was a large amount of purulent and feculent contamination."),
            ("The sigmoid colon was thickened and perforated, adherent to the left pelvic "
            "sidewall. "
             "The left ureter was identified crossing the iliac vessels and protected. The white "
             "line of Toldt was incised and the descending colon mobilized.",
             "The perforation was in a phlegmonous sigmoid loop. The splenic flexure did not need "
             "mobilization. The mesentery was divided with the LigaSure Impact."),
            ("The colon was divided proximally with a GIA 75 stapler and distally at the "
            "rectosigmoid "
             "junction with a TA 60 stapler. The specimen was passed off the field.",
             "A Contour curved stapler was fired across the upper rectum and the proximal colon "
             "was "
             "divided with a blue load of the GIA."),
            ("The abdomen was irrigated with 8 liters of warm saline. An end colostomy was matured "
             "in the left lower quadrant with interrupted 3-0 Vicryl in Brooke fashion. The fascia "
             "was closed with looped #1 PDS and the skin left open and packed with wet-to-dry "
             "gauze.",
             "After copious irrigation, a trephine was made in the left rectus muscle and the "
             "colostomy brought through and matured. The midline fascia was closed with running #1 "
             "PDS, and the skin stapled loosely over wicks."),
        ),
        "Sigmoid colon", "None"),
    "lami": (
        "L4-L5 decompressive laminectomy and posterolateral instrumented fusion",
        "Lumbar spinal stenosis with degenerative spondylolisthesis L4-L5", "Same",
        "General endotracheal anesthesia with neuromonitoring",
        "{Pt} is {a_age} with neurogenic claudication limiting walking to half a block and a "
        "grade I spondylolisthesis at L4-L5 on flexion-extension films; epidural injections in "
        "{past_my} gave only transient relief.",
        (
            ("The patient was placed prone on the Jackson table with the abdomen free. "
            "Somatosensory "
             "and motor evoked potentials were obtained at baseline. A midline incision was made "
             "over L4-L5 after fluoroscopic localization.",
             "Prone positioning was done on a Wilson frame; eyes were checked and pressure points "
             "padded. The level was confirmed with a spinal needle and lateral fluoroscopy."),
            ("Subperiosteal dissection exposed the laminae and transverse processes of L4 and L5 "
             "with Cobb elevators and the Bovie. Pedicle screws (Medtronic Solera, 6.5 x 45 mm) "
             "were "
             "placed at L4 and L5 bilaterally under O-arm navigation.",
             "The transverse processes were exposed bilaterally; pedicle screws were placed by "
             "freehand technique and confirmed with AP and lateral fluoroscopy and triggered EMG "
             "thresholds above 12 mA."),
            ("A complete laminectomy of L4 was performed with a Leksell rongeur and Kerrison "
            "punches, "
             "with bilateral foraminotomies. The ligamentum flavum was hypertrophied. The thecal "
             "sac and the L4 and L5 nerve roots were decompressed.",
             "The spinous process was removed and the lamina thinned with a high-speed drill; "
             "Kerrison rongeurs completed the decompression and the lateral recesses were "
             "undercut."),
            ("The transverse processes were decorticated and local autograft mixed with Grafton "
            "DBM "
             "laid in the lateral gutters. Rods were contoured, placed and secured with set "
             "screws. "
             "A medium Hemovac drain was placed and the fascia closed with 0 Vicryl.",
             "Vancomycin powder was placed in the wound. Rods were placed and final tightened. The "
             "fascia was closed with #1 Stratafix, the subcutaneous tissue with 2-0 Vicryl, and "
             "the "
             "skin with staples."),
        ),
        "Bone", "Medium Hemovac"),
    "turp": (
        "Cystourethroscopy and bipolar transurethral resection of the prostate",
        "Benign prostatic hyperplasia with urinary retention", "Same",
        "Spinal anesthesia",
        "{Pt} is {a_age} with lower urinary tract symptoms refractory to tamsulosin and "
        "finasteride "
        "and two episodes of retention requiring a Foley catheter, most recently on {recent}.",
        (
            ("In the dorsal lithotomy position, the genitalia were prepped and draped. A 26 French "
             "continuous-flow resectoscope was passed per urethra under direct vision.",
             "The patient was placed in lithotomy with Allen stirrups. Cystoscopy with a 22 French "
             "sheath and 30 degree lens showed trilobar hypertrophy with a large median lobe."),
            ("The bladder showed moderate trabeculation without tumors or stones; both ureteral "
             "orifices were identified and protected. Resection was begun at the median lobe and "
             "carried to the capsule, then the lateral lobes, staying proximal to the "
             "verumontanum.",
             "Using the Olympus bipolar loop in saline, the median lobe was resected first, "
             "followed "
             "by the right and left lateral lobes; bleeding vessels were fulgurated."),
            ("The chips were evacuated with an Ellik evacuator. A 22 French three-way Foley "
            "catheter "
             "with a 30 mL balloon was placed and continuous bladder irrigation begun.",
             "Prostatic chips weighing 24 grams were removed with a Toomey syringe. A three-way "
             "catheter was placed on light traction with clear irrigant."),
        ),
        "Prostatic chips", "22 French three-way Foley catheter"),
    "av_fistula": (
        "Left radiocephalic arteriovenous fistula creation",
        "End-stage renal disease, needs permanent hemodialysis access", "Same",
        "Regional (supraclavicular block) with sedation",
        "{Pt} is {a_age} with end-stage renal disease from diabetic nephropathy, currently "
        "dialyzing through a right internal jugular tunneled catheter at the {town} dialysis unit. "
        "Vein mapping showed a 3.1 mm cephalic vein at the wrist.",
        (
            ("After a brachial plexus block by {anesth}, the left arm was prepped and draped on a "
             "hand table. A longitudinal incision was made between the radial artery and the "
             "cephalic vein at the wrist.",
             "Under regional anesthesia a 4 cm incision was made at the left wrist and the "
             "cephalic "
             "vein dissected free for 5 cm, dividing small branches between 4-0 silk ties."),
            ("The radial artery was exposed and controlled with vessel loops; 3,000 units of "
            "heparin "
             "were given. The vein was divided distally, dilated with coronary dilators and "
             "spatulated.",
             "The vein was transected distally, flushed with heparinized saline and gently dilated "
             "to 3.5 mm. A 6 mm arteriotomy was made in the radial artery."),
            ("An end-to-side anastomosis was performed with running 7-0 Prolene. There was a "
            "strong "
             "thrill at the anastomosis and a palpable radial pulse distal to it.",
             "The vein was sewn end-to-side to the artery with 7-0 Prolene using a parachute "
             "technique; a good thrill and bruit were present at completion."),
            ("The wound was irrigated, closed with 4-0 Monocryl subcuticular, and dressed with "
             "Dermabond.",
             "Hemostasis was obtained and the skin was closed with interrupted 4-0 nylon."),
        ),
        "None", "None"),
    "bka": (
        "Right below-knee amputation",
        "Right foot gangrene with osteomyelitis, nonreconstructable peripheral arterial disease",
        "Same", "General anesthesia with popliteal block",
        "{Pt} is {a_age} with diabetes and peripheral arterial disease, with wet gangrene of the "
        "right forefoot despite a transmetatarsal amputation on {past}; angiography showed no "
        "target for bypass.",
        (
            ("A long posterior flap was marked 12 cm below the tibial tuberosity. The skin and "
             "subcutaneous tissues were incised and the anterior compartment divided with the "
             "Bovie.",
             "With a thigh tourniquet inflated to 250 mmHg, the skin incision was made for a "
             "Burgess "
             "long posterior flap."),
            ("The anterior tibial vessels were suture-ligated with 2-0 silk. The tibia was "
             "transected with the Gigli saw and beveled anteriorly with a rasp; the fibula was "
             "divided 2 cm proximal with bone cutters.",
             "The tibia was divided with an oscillating saw and the anterior edge beveled; the "
             "fibula was cut 1.5 cm shorter."),
            ("The posterior tibial and peroneal vessels were ligated, and the tibial nerve was "
             "pulled down, ligated and sharply divided under tension to retract.",
             "Neurovascular bundles were ligated individually with 0 silk and the tibial nerve "
             "transected proximally."),
            ("The gastrocnemius fascia was brought anteriorly and sewn to the anterior fascia with "
             "interrupted 0 Vicryl, and the skin closed with staples over a Penrose drain. A soft "
             "dressing and knee immobilizer were applied.",
             "After irrigation, a myodesis was performed and the flap approximated without "
             "tension; "
             "the skin was closed with 3-0 nylon vertical mattress sutures."),
        ),
        "Right lower extremity below the knee", "Penrose drain"),
    "mastectomy": (
        "Left total mastectomy with sentinel lymph node biopsy",
        "Left breast invasive ductal carcinoma, clinical stage IIA", "Same",
        "General anesthesia with laryngeal mask airway",
        "{Pt} is {a_age} with a 2.4 cm palpable mass in the upper outer quadrant of the left "
        "breast found in {past_my}; core biopsy showed invasive ductal carcinoma, ER/PR positive, "
        "HER2 negative. After discussion {he} chose mastectomy.",
        (
            ("Technetium sulfur colloid had been injected in nuclear medicine that morning; 5 mL "
            "of "
             "isosulfan blue was injected in the subareolar region after induction.",
             "Lymphazurin blue dye was injected periareolarly and the breast massaged for five "
             "minutes."),
            ("An elliptical incision encompassing the nipple-areolar complex was made and flaps "
             "raised superiorly to the clavicle, medially to the sternum and inferiorly to the "
             "inframammary fold with electrocautery.",
             "Skin flaps were developed in the plane of the superficial fascia using a Bovie on "
             "cutting current and Adson forceps retraction."),
            ("The breast was removed off the pectoralis major fascia and oriented with a short "
             "stitch superior and long stitch lateral. Through the lateral aspect of the incision "
             "the axilla was entered and two blue, hot sentinel nodes were removed (ex vivo counts "
             "1,200 and 640) and sent for frozen section, which was negative.",
             "Using the Neoprobe, a hot and blue node was found at level I and excised; background "
             "counts were under 10% after its removal. Frozen section showed no metastatic "
             "carcinoma."),
            ("Two 19 French Blake drains were placed and secured with 3-0 nylon. The wound was "
             "closed with 3-0 Vicryl deep dermal and 4-0 Monocryl subcuticular sutures.",
             "Hemostasis was confirmed and the skin closed in two layers after placement of a "
             "single "
             "15 French drain."),
        ),
        "Left breast (oriented); sentinel lymph nodes x 2", "Two 19 French Blake drains"),
    "thyroidectomy": (
        "Total thyroidectomy with recurrent laryngeal nerve monitoring",
        "Multinodular goiter with compressive symptoms; Bethesda IV nodule, right lobe",
        "Same", "General endotracheal anesthesia with an NIM electromyographic tube",
        "{Pt} is {a_age} with a substernal multinodular goiter causing dysphagia and positional "
        "dyspnea; fine-needle aspiration of a 3.4 cm right nodule on {past} was read as a "
        "follicular neoplasm.",
        (
            ("The patient was positioned supine with the neck extended on a shoulder roll. A 6 cm "
             "Kocher collar incision was made two fingerbreadths above the sternal notch, and "
             "subplatysmal flaps were raised.",
             "A transverse cervical incision was made in a skin crease; the platysma was divided "
             "and flaps were elevated to the thyroid cartilage and the sternal notch."),
            ("The strap muscles were separated in the midline. The right lobe was mobilized; the "
             "middle thyroid vein was divided with the Harmonic Focus. The recurrent laryngeal "
             "nerve was identified at the tracheoesophageal groove and stimulated with a signal of "
             "850 microvolts; the superior and inferior parathyroid glands were preserved on their "
             "blood supply.",
             "The superior pole vessels were taken individually close to the gland to protect the "
             "external branch of the superior laryngeal nerve. The nerve was traced to Berry's "
             "ligament, which was divided sharply."),
            ("The left lobe was removed in the same manner; the left inferior parathyroid appeared "
             "devascularized and was minced and autotransplanted into the sternocleidomastoid. "
             "Final nerve stimulation was 700 microvolts on the right and 780 on the left.",
             "The specimen was oriented with a stitch on the right superior pole. Surgicel was "
             "placed in the thyroid bed after a Valsalva maneuver showed no bleeding."),
            ("The strap muscles were reapproximated with 3-0 Vicryl, the platysma with 4-0 "
             "Vicryl and the skin with 5-0 Monocryl and skin glue.",
             "No drain was placed. The wound was closed in layers, the skin with a running "
             "subcuticular 5-0 Monocryl."),
        ),
        "Total thyroid, stitch marks the right superior pole", "None"),
    "tha": (
        "Left total hip arthroplasty, direct anterior approach",
        "Left hip osteoarthritis with avascular necrosis of the femoral head", "Same",
        "Spinal anesthesia",
        "{Pt} is {a_age} with progressive left groin pain for two years, now with pain at night "
        "and a limp; radiographs show collapse of the femoral head with joint space loss.",
        (
            ("The patient was positioned supine on the Hana table with both feet in boots. An "
             "incision was made two fingerbreadths lateral and distal to the anterior superior "
             "iliac spine, and the interval between the tensor fascia lata and the sartorius was "
             "developed; the lateral femoral circumflex vessels were cauterized.",
             "Through a direct anterior approach on a regular table, the Hueter interval was "
             "entered and the anterior capsule exposed with Hohmann retractors."),
            ("A capsulotomy was made and the femoral neck cut under fluoroscopy; the head was "
             "removed with a corkscrew. The acetabulum was reamed sequentially to 54 mm and a "
             "54 mm Pinnacle Gription cup was impacted at 40 degrees of abduction and 20 degrees "
             "of anteversion, with a neutral polyethylene liner.",
             "The acetabulum was exposed and the labrum excised. Reaming to 52 mm produced "
             "bleeding subchondral bone; a DePuy Pinnacle shell was placed with one 6.5 mm screw."),
            ("The leg was externally rotated, extended and adducted for femoral exposure, and the "
             "canal was broached to a size 5 Corail stem, which was impacted after trialing "
             "(implant serial {serial}); a 36 mm ceramic head was placed.",
             "The femur was prepared with broaches; a size 6 Actis stem and a +1.5 36 mm head "
             "restored leg length within 2 mm on fluoroscopy. The hip was stable in extension and "
             "external rotation."),
            ("The wound was irrigated, the capsule and fascia closed with #1 Stratafix, and the "
             "skin with 3-0 Monocryl and a Prineo dressing.",
             "Layered closure was performed with 0 Vicryl, 2-0 Vicryl and staples, and an Aquacel "
             "Ag dressing was applied."),
        ),
        "Femoral head", "None"),
}

#: name -> (title, indication, paragraphs, findings)
PROCEDURES = {
    "egd": (
        "Esophagogastroduodenoscopy with biopsy",
        "Melena and iron-deficiency anemia (hemoglobin 7.1)",
        (
            ("After informed consent, the patient was placed in the left lateral decubitus "
            "position "
             "and sedated with propofol administered by anesthesia. The Olympus GIF-H190 "
             "gastroscope was passed through the mouth under direct vision.",
             "Monitored anesthesia care was provided. A bite block was placed and the scope "
             "advanced into the esophagus without difficulty."),
            ("The esophagus was normal; the Z-line was regular at 38 cm from the incisors. In the "
             "stomach there were scattered erosions in the antrum. In the duodenal bulb there was "
             "a "
             "1.5 cm clean-based ulcer (Forrest III) on the posterior wall.",
             "Grade B esophagitis (Los Angeles classification) was seen. The stomach contained old "
             "blood; after irrigation a 1 cm ulcer with a nonbleeding visible vessel (Forrest IIa) "
             "was found on the lesser curvature."),
            ("Biopsies were taken from the antrum and body for Helicobacter pylori (CLO test and "
             "histology). The ulcer was treated with 8 mL of 1:10,000 epinephrine and two "
             "Resolution clips.",
             "Bipolar coagulation with a gold probe was applied to the visible vessel, followed by "
             "placement of two hemoclips. Cold forceps biopsies were obtained."),
        ),
        "Duodenal ulcer without stigmata of recent hemorrhage; gastritis, biopsied"),
    "colonoscopy": (
        "Colonoscopy with cold snare polypectomy",
        "Positive Cologuard; family history of colon cancer in a first-degree relative",
        (
            ("The bowel preparation with split-dose GoLytely was good (Boston Bowel Preparation "
             "Scale 8). The Olympus CF-HQ190L colonoscope was introduced through the anus and "
             "advanced to the cecum, identified by the appendiceal orifice and ileocecal valve.",
             "After a digital rectal examination, the pediatric colonoscope was advanced to the "
             "terminal ileum; cecal intubation time was 6 minutes and withdrawal time 11 minutes."),
            ("A 7 mm sessile polyp in the ascending colon and a 4 mm polyp in the sigmoid were "
             "removed by cold snare and retrieved. There was moderate sigmoid diverticulosis and "
             "small internal hemorrhoids on retroflexion.",
             "There was a 15 mm flat lesion in the transverse colon that was lifted with "
             "Eleview and removed piecemeal by hot snare; the site was closed with three clips and "
             "tattooed with Spot ink distally."),
        ),
        "Colon polyps removed; diverticulosis; internal hemorrhoids"),
    "bronch": (
        "Flexible bronchoscopy with bronchoalveolar lavage and transbronchial biopsies",
        "Right upper lobe infiltrate not responding to antibiotics; immunocompromised host",
        (
            ("After topical lidocaine and moderate sedation, the Olympus BF-1TH190 bronchoscope "
            "was "
             "passed through the endotracheal tube. The airways were examined to the subsegmental "
             "level bilaterally.",
             "Through a laryngeal mask airway, the bronchoscope was advanced past normal vocal "
             "cords; the carina was sharp."),
            ("Thick mucopurulent secretions were suctioned from the right upper lobe. "
             "Bronchoalveolar lavage was performed in the posterior segment with 120 mL of saline "
             "and 45 mL returned, sent for cultures, fungal stains, Pneumocystis PCR and cytology.",
             "No endobronchial lesions were seen. Lavage was done in the anterior segment of the "
             "right upper lobe. Five transbronchial biopsies were taken under fluoroscopy."),
            ("A post-procedure chest radiograph showed no pneumothorax.",
             "There was minimal bleeding controlled with cold saline and wedging of the scope."),
        ),
        "Purulent secretions right upper lobe; lavage and biopsies obtained"),
    "lp": (
        "Lumbar puncture",
        "Fever, headache and confusion; rule out meningitis",
        (
            ("The patient was placed in the left lateral decubitus position. The L3-L4 interspace "
             "was identified by palpation of the iliac crests, prepped with chlorhexidine and "
             "draped. 1% lidocaine was infiltrated.",
             "With the patient seated and leaning forward, the L4-L5 interspace was marked, "
             "prepped "
             "and anesthetized with 1% lidocaine."),
            ("A 20 gauge 3.5 inch Quincke spinal needle was advanced with the bevel up and clear "
             "CSF obtained on the second pass. The opening pressure was 28 cmH2O. Four tubes of "
             "3 mL each were collected for cell count, protein, glucose, Gram stain and culture, "
             "and a meningitis/encephalitis PCR panel.",
             "Using an atraumatic Sprotte needle, slightly cloudy fluid was obtained on the first "
             "attempt; opening pressure could not be measured in the sitting position. 12 mL were "
             "sent."),
        ),
        "Successful lumbar puncture, fluid sent"),
    "paracentesis": (
        "Ultrasound-guided diagnostic and therapeutic paracentesis",
        "Tense ascites from alcohol-related cirrhosis; rule out spontaneous bacterial peritonitis",
        (
            ("A pocket of fluid was identified in the left lower quadrant by ultrasound, away from "
             "the inferior epigastric vessels. The site was prepped and anesthetized with 1% "
             "lidocaine.",
             "Bedside ultrasound showed a large pocket in the right lower quadrant; the site was "
             "marked and prepped with ChloraPrep."),
            ("A Caldwell needle was introduced with a Z-track technique and 6.2 liters of "
             "straw-colored fluid were removed. 25% albumin, 50 grams, was given. Fluid was sent "
             "for cell count, albumin, total protein, Gram stain and culture in blood culture "
             "bottles.",
             "Using a Safe-T-Centesis catheter, 4.5 liters of cloudy yellow fluid were drained and "
             "sent for studies. Albumin was given at 8 grams per liter removed."),
        ),
        "Large-volume paracentesis without complication"),
    "thoracentesis": (
        "Ultrasound-guided right thoracentesis",
        "Large right pleural effusion with dyspnea",
        (
            ("With the patient seated and leaning over the bedside table, ultrasound identified a "
             "large anechoic effusion at the eighth intercostal space in the posterior axillary "
             "line. The site was prepped and anesthetized.",
             "The effusion was localized by ultrasound; the diaphragm was seen to move below the "
             "planned entry site."),
            ("An 8 French catheter-over-needle was inserted above the rib and 1,400 mL of "
             "serosanguineous fluid removed; the procedure was stopped when the patient began to "
             "cough. Pleural fluid was sent for LDH, protein, glucose, pH, cell count, culture and "
             "cytology.",
             "Using the Arrow thoracentesis kit, 1.1 liters of cloudy amber fluid were removed; pH "
             "at the bedside was 7.18, and a pigtail was left for drainage."),
        ),
        "Successful thoracentesis; post-procedure chest x-ray without pneumothorax"),
    "central_line": (
        "Ultrasound-guided right internal jugular triple-lumen central venous catheter placement",
        "Septic shock requiring vasopressors; poor peripheral access",
        (
            ("Full barrier precautions were used: cap, mask, sterile gown and gloves and a "
            "full-body "
             "drape, after hand hygiene and a chlorhexidine prep. The patient was placed in "
             "Trendelenburg.",
             "A time-out was performed and the right neck prepped and draped with maximal sterile "
             "barrier precautions."),
            ("The right internal jugular vein was visualized with the Sonosite probe and was "
             "compressible and patent. Using the Seldinger technique, the vein was accessed on the "
             "first pass, the guidewire passed without resistance, and a 7 French 20 cm Arrow "
             "catheter was placed and secured at 16 cm.",
             "Under real-time ultrasound guidance the vein was cannulated, wire position confirmed "
             "in the vein on ultrasound, the tract dilated and the catheter advanced; all ports "
             "aspirated and flushed."),
            ("A chest radiograph confirmed the tip at the cavoatrial junction without "
            "pneumothorax. "
             "A Biopatch and Tegaderm were applied.",
             "Post-procedure film showed the catheter tip in the distal superior vena cava."),
        ),
        "Central venous catheter in good position"),
    "cardioversion": (
        "Transesophageal echocardiogram-guided direct current cardioversion",
        "Persistent atrial fibrillation, symptomatic",
        (
            ("Under propofol sedation, the TEE probe was passed without difficulty. There was no "
             "thrombus in the left atrial appendage; appendage emptying velocity was 38 cm/s. "
             "There "
             "was mild mitral regurgitation.",
             "TEE showed a dilated left atrium, no left atrial or appendage thrombus, and moderate "
             "spontaneous echo contrast."),
            ("A synchronized biphasic shock of 200 joules was delivered through anterior-posterior "
             "pads with conversion to sinus rhythm at 62 beats per minute.",
             "Two synchronized shocks at 150 and 200 joules were required; the patient converted "
             "to "
             "sinus bradycardia at 54."),
        ),
        "Successful cardioversion to sinus rhythm; no left atrial appendage thrombus"),
    "bone_marrow": (
        "Bone marrow aspiration and biopsy, right posterior iliac crest",
        "Pancytopenia; rule out myelodysplastic syndrome",
        (
            ("The patient was placed prone. The right posterior superior iliac spine was "
             "palpated, prepped with chlorhexidine and anesthetized with 10 mL of 1% lidocaine "
             "down to the periosteum.",
             "In the left lateral decubitus position, the posterior iliac crest was marked, and "
             "local anesthesia was given with lidocaine and bicarbonate."),
            ("A Jamshidi needle was advanced into the marrow cavity and 10 mL of aspirate was "
             "obtained for smears, flow cytometry, cytogenetics and FISH for the MDS panel. A 1.8 "
             "cm "
             "core biopsy was then obtained and placed in formalin.",
             "Using the OnControl powered driver, aspirate was drawn for morphology and molecular "
             "studies and a 2 cm core was obtained; touch preparations were made at the bedside."),
        ),
        "Adequate aspirate and core biopsy obtained; pathology pending"),
    "arthrocentesis": (
        "Right knee arthrocentesis and corticosteroid injection",
        "Acute right knee effusion; rule out septic arthritis versus gout",
        (
            ("The knee was prepped with povidone-iodine, and using a superolateral approach with "
             "the knee extended, an 18 gauge needle was introduced into the suprapatellar pouch.",
             "With ultrasound guidance, a lateral suprapatellar approach was used after a "
             "chlorhexidine prep and ethyl chloride spray."),
            ("Forty-five mL of cloudy yellow synovial fluid was aspirated and sent for cell count, "
             "Gram stain, culture and crystal analysis. Through the same needle, 40 mg of "
             "triamcinolone with 3 mL of 1% lidocaine was injected.",
             "Sixty mL of turbid fluid was removed; given concern for infection no steroid was "
             "injected. Fluid was sent for studies including polarized microscopy."),
        ),
        "Large effusion aspirated; negatively birefringent crystals seen at the bedside"),
}

#: (exam, comparison?, findings, impression) of radiology reports
RADIOLOGY = (
    ("CT ABDOMEN AND PELVIS WITH INTRAVENOUS CONTRAST", "Abdominal pain, fever.",
     ("TECHNIQUE: Axial images from the lung bases through the pubic symphysis after 100 mL of "
      "Omnipaque 350 intravenously; coronal and sagittal reformats. DLP 612 mGy-cm.",
      "The appendix is dilated to 14 mm with periappendiceal fat stranding and an appendicolith at "
      "its base. No abscess or free air. The liver, spleen, pancreas and adrenal glands are "
      "unremarkable. A 2.1 cm simple cyst in the left kidney. No hydronephrosis. Mild sigmoid "
      "diverticulosis without diverticulitis. No lymphadenopathy."),
     "1. Acute uncomplicated appendicitis with an appendicolith.\n2. Bosniak I left renal cyst; "
     "no follow-up needed."),
    ("CTA CHEST (PULMONARY EMBOLISM PROTOCOL)",
    "Shortness of breath, tachycardia, elevated D-dimer.",
     ("TECHNIQUE: CT angiography of the chest with 75 mL Isovue 370 with bolus tracking; MIP "
      "reconstructions.",
      "There are filling defects in the right main pulmonary artery extending into the lobar and "
      "segmental branches of the right lower lobe, and in segmental branches of the left upper "
      "lobe. The RV/LV ratio is 1.3 with reflux of contrast into the IVC. A wedge-shaped "
      "peripheral opacity in the right lower lobe likely represents infarct. No effusion."),
     "1. Bilateral pulmonary emboli with CT evidence of right heart strain.\n2. Probable right "
     "lower "
     "lobe pulmonary infarct."),
    ("MRI BRAIN WITHOUT AND WITH CONTRAST", "Right-sided weakness and aphasia.",
     ("TECHNIQUE: Multiplanar multisequence MRI including DWI, SWI and FLAIR, before and after 7 "
     "mL "
      "Gadavist.",
      "There is restricted diffusion in the left frontal operculum and insula with corresponding "
      "FLAIR hyperintensity, consistent with an acute infarct in the left MCA territory. No "
      "hemorrhagic transformation on SWI. Scattered periventricular white matter T2 "
      "hyperintensities (Fazekas grade 2). Flow voids are preserved. No abnormal enhancement."),
     "1. Acute left MCA territory infarct involving the operculum and insula.\n2. Moderate chronic "
     "small vessel ischemic disease."),
    ("CHEST, TWO VIEWS", "Cough and fever.",
     ("PA and lateral views of the chest.",
      "There is a right lower lobe consolidation with air bronchograms and a small right "
      "parapneumonic effusion. The cardiomediastinal silhouette is normal in size. A left "
      "subclavian dual-chamber pacemaker with leads in the right atrium and ventricle. "
      "Degenerative "
      "changes of the thoracic spine."),
     "Right lower lobe pneumonia with small parapneumonic effusion."),
    ("ULTRASOUND RIGHT UPPER QUADRANT", "Right upper quadrant pain, elevated bilirubin.",
     ("Grayscale and color Doppler images of the right upper quadrant.",
      "The gallbladder contains multiple shadowing stones, the largest 1.8 cm, with wall "
      "thickening to 5 mm and a sonographic Murphy sign. The common bile duct measures 9 mm with "
      "a possible 6 mm distal stone. The liver is echogenic, consistent with steatosis. The "
      "pancreas is obscured by bowel gas. Portal vein flow is hepatopetal."),
     "1. Acute calculous cholecystitis.\n2. Dilated common bile duct with possible "
     "choledocholithiasis; MRCP or ERCP recommended."),
    ("MRI LUMBAR SPINE WITHOUT CONTRAST", "Low back pain radiating to the left leg.",
     ("Sagittal T1, T2 and STIR and axial T2 images from T12 through S1.",
      "Vertebral body heights are maintained. At L4-L5 there is a left paracentral disc extrusion "
      "migrating inferiorly and compressing the traversing left L5 nerve root, with moderate "
      "central canal stenosis. At L5-S1 there is mild facet arthropathy without stenosis. The "
      "conus terminates at L1 and is normal in signal."),
     "Left paracentral disc extrusion at L4-L5 compressing the left L5 nerve root."),
    ("VENOUS DUPLEX ULTRASOUND, LEFT LOWER EXTREMITY", "Left calf swelling.",
     ("Grayscale, compression, color and spectral Doppler imaging from the common femoral to the "
      "calf veins.",
      "There is noncompressible, echogenic thrombus in the left popliteal vein extending into the "
      "posterior tibial and peroneal veins. The common femoral and femoral veins are compressible "
      "with normal phasic flow and augmentation. A 3.4 cm Baker's cyst is noted."),
     "Acute deep venous thrombosis of the left popliteal and calf veins."),
    ("CT CHEST WITHOUT CONTRAST (LOW-DOSE LUNG CANCER SCREENING)", "Annual screening; 40 "
     "pack-year former smoker.",
     ("Low-dose helical images of the chest; CTDIvol 1.3 mGy.",
      "There is a 9 mm solid nodule in the right upper lobe, posterior segment (series 3, image "
      "42), new since the prior screening examination. Scattered 3 mm nodules are unchanged. "
      "Moderate centrilobular emphysema. Coronary artery calcifications. No lymphadenopathy."),
     "New 9 mm solid right upper lobe nodule, Lung-RADS 4A; low-dose CT in 3 months or PET/CT "
     "recommended."),
    ("BILATERAL DIAGNOSTIC MAMMOGRAM AND LEFT BREAST ULTRASOUND", "Palpable lump, left breast.",
     ("Digital breast tomosynthesis with CC and MLO views and spot compression; targeted "
      "ultrasound of the left breast at 2 o'clock.",
      "The breasts are heterogeneously dense (category C). At the site of the palpable marker "
      "there is an irregular spiculated mass with associated pleomorphic calcifications. "
      "Ultrasound shows a 2.2 x 1.9 x 1.6 cm hypoechoic, taller-than-wide mass with posterior "
      "shadowing, 4 cm from the nipple. A normal-appearing left axillary lymph node."),
     "Highly suggestive of malignancy, BI-RADS 5. Ultrasound-guided core biopsy recommended and "
     "scheduled."),
    ("MRI RIGHT KNEE WITHOUT CONTRAST", "Twisting injury, locking.",
     ("Multiplanar proton density and T2 fat-saturated sequences.",
      "There is a bucket-handle tear of the medial meniscus with a displaced fragment in the "
      "intercondylar notch (double PCL sign). The anterior cruciate ligament is intact. "
      "Grade 2 sprain of the medial collateral ligament. Moderate joint effusion. A 1 cm "
      "full-thickness chondral defect of the medial femoral condyle."),
     "1. Displaced bucket-handle tear of the medial meniscus.\n2. Grade 2 MCL sprain."),
    ("ULTRASOUND PELVIS, TRANSABDOMINAL AND TRANSVAGINAL", "Pelvic pain, positive pregnancy "
     "test.",
     ("Transabdominal and endovaginal grayscale and Doppler images.",
      "No intrauterine gestational sac is seen. There is a 2.6 cm complex adnexal mass separate "
      "from the left ovary with a peripheral ring of vascularity. Moderate complex free fluid in "
      "the cul-de-sac. The right ovary is normal."),
     "Findings concerning for a left ectopic pregnancy with hemoperitoneum. Discussed with the "
     "emergency physician at the time of the examination."),
    ("CT HEAD WITHOUT CONTRAST", "Fall on anticoagulation, headache.",
     ("Axial images from the skull base to the vertex with bone and brain windows.",
      "There is a crescentic hyperdense extra-axial collection along the left convexity measuring "
      "up to 11 mm with 6 mm of rightward midline shift and effacement of the left lateral "
      "ventricle. No intraventricular hemorrhage. The basal cisterns are patent. No calvarial "
      "fracture. Mucosal thickening of the maxillary sinuses."),
     "Acute left subdural hematoma with 6 mm midline shift. Findings called to the ordering "
     "physician."),
)

CATH_FINDINGS = (
    ("Left main: Large caliber, no significant disease.",
     "Left main: 30% distal narrowing, trifurcating into the LAD, ramus and circumflex."),
    ("LAD: 90% stenosis in the proximal segment before the first diagonal; the mid and distal "
     "vessel have mild luminal irregularities. TIMI 3 flow.",
     "LAD: Totally occluded in the mid segment with faint right-to-left collaterals from the "
     "septals (Rentrop grade 2).",
     "LAD: Moderate 50% mid stenosis; FFR 0.86, not hemodynamically significant."),
    ("Left circumflex: Nondominant; 70% stenosis of the first obtuse marginal branch.",
     "Left circumflex: Diffuse 40% disease without a focal lesion."),
    ("RCA: Dominant, with an 80% mid stenosis and a 60% ostial PDA lesion.",
     "RCA: Dominant, large caliber, with mild plaque only.",
     "RCA: 100% acute thrombotic occlusion in the mid segment (culprit), TIMI 0 flow."),
)
STENTS = ("Xience Skypoint 3.0 x 18 mm", "Resolute Onyx 3.5 x 22 mm", "Synergy XD 2.75 x 16 mm",
          "Xience Sierra 3.25 x 28 mm", "Onyx Frontier 4.0 x 15 mm", "Synergy Megatron 4.5 x 20 mm")

PATH_SPECIMENS = (
    ("gallbladder", "A gallbladder measuring 8.2 x 3.4 x 2.6 cm, opened to reveal a roughened "
     "green-tan mucosa and multiple faceted yellow stones up to 1.6 cm. The wall measures up to "
     "0.5 cm. Representative sections in cassettes A1-A3.",
     "Acute and chronic cholecystitis with cholelithiasis. Negative for dysplasia."),
    ("appendix", "An appendix 6.8 cm in length and up to 1.2 cm in diameter with a dull, "
     "fibrinopurulent serosa and a perforation near the tip. The tip is amputated and "
     "bisected; the remainder is serially sectioned. All submitted in A1-A2.",
     "Acute suppurative appendicitis with perforation and periappendicitis."),
    ("left breast, total mastectomy", "A left mastectomy specimen, 22 x 18 x 4.5 cm, oriented "
     "with a short stitch superior and a long stitch lateral, inked as follows: anterior blue, "
     "posterior black. In the upper outer quadrant is a firm, stellate, gray-white mass 2.3 x "
     "2.0 x 1.8 cm, 1.2 cm from the posterior margin.",
     "Invasive ductal carcinoma, Nottingham grade 2 (tubules 3, nuclei 2, mitoses 1), 2.3 cm. "
     "Margins negative. Sentinel lymph nodes, two, negative for carcinoma (0/2). pT2 pN0(sn)."),
    ("sigmoid colon", "A segment of sigmoid colon 18 cm in length with a perforation in an area "
     "of thickened wall and multiple diverticula. Stapled margins are present. The mucosa is "
     "unremarkable apart from hyperemia.",
     "Diverticular disease with acute diverticulitis, perforation and serositis. Margins viable. "
     "No malignancy."),
    ("prostatic chips", "Multiple fragments of gray-tan rubbery tissue weighing 24 grams in "
     "aggregate. Submitted in entirety in cassettes A1-A12.",
     "Benign prostatic hyperplasia with chronic inflammation. No carcinoma identified."),
    ("skin, left forearm, shave biopsy", "A shave of tan-pink skin 0.8 x 0.6 cm with a central "
     "pearly papule, inked and trisected.",
     "Basal cell carcinoma, nodular type, extending to the deep margin."),
    ("stomach, antrum, biopsies", "Three fragments of tan soft tissue, 0.2 to 0.4 cm.",
     "Chronic active gastritis with Helicobacter pylori organisms on immunohistochemistry."),
    ("thyroid, total thyroidectomy", "A 38 gram total thyroidectomy specimen with a stitch on "
     "the right superior pole; the right lobe contains a 3.3 cm encapsulated tan nodule, the "
     "capsule entirely submitted.",
     "Follicular adenoma, right lobe. Nodular hyperplasia, left lobe. Two benign parathyroid "
     "glands."),
    ("femoral head, left", "A femoral head 4.8 cm in greatest dimension with a flattened, "
     "collapsed superior articular surface and a yellow wedge-shaped subchondral lesion.",
     "Osteonecrosis with subchondral collapse and secondary degenerative changes."),
    ("uterus, cervix, bilateral tubes and ovaries", "A 160 gram uterus with attached cervix, "
     "tubes and ovaries. The endometrium is 0.4 cm; there are three intramural leiomyomata up "
     "to 4.1 cm, with whorled white cut surfaces.",
     "Leiomyomata uteri. Proliferative endometrium. Unremarkable cervix, tubes and ovaries."),
)

"""Style R's medical cases (:mod:`deidkit.synth.style_r` has the conventions): for each
admitting problem, what a dictating physician says of it in a history and physical, an
emergency department report, a consultation and a discharge summary: chief complaint,
history, examination, course, medications and plan. Templates use the slots of
:class:`deidkit.synth.style_r.RNote`; paragraphs are tuples of alternatives."""

from __future__ import annotations

CASES = {
    "chf": {
        "ed": ("Furosemide 80 mg IV was given with 1.2 liters of urine output.",
        "{He} was placed on BiPAP 10/5 for hypoxia with improvement in work of breathing.",
        "Nitroglycerin paste 1 inch was applied."),
        "dx": "Acute on chronic systolic congestive heart failure",
        "others": ("Ischemic cardiomyopathy, ejection fraction {ef}%", "Hypertension",
                   "Type 2 diabetes mellitus with nephropathy", "Chronic kidney disease stage 3b",
                   "Paroxysmal atrial fibrillation on apixaban"),
        "cc": "Shortness of breath and swelling of the legs for one week.",
        "hpi": (
            "{Pt} is {a_age} with ischemic cardiomyopathy who reports progressive dyspnea on "
            "exertion over the past week, now with two-pillow orthopnea and paroxysmal nocturnal "
            "dyspnea. {He} has gained about 12 pounds since {his} last visit with {pcp} on "
            "{past}. {He} admits to a salty diet over {holiday} and ran out of "
            "furosemide four days ago. {He} denies chest pain, palpitations or syncope.",
            "This {sexw} with a history of heart failure with reduced ejection fraction, last "
            "echocardiogram in {past_my} showing an EF of {ef}%, presents with a week of "
            "worsening shortness of breath, abdominal bloating and leg swelling. {His} {rel} "
            "{relname} brought {him} in because {he} could not walk from the bedroom to the "
            "kitchen without stopping.",
        ),
        "exam": ("Jugular venous pressure is elevated to the angle of the jaw with a positive "
                 "hepatojugular reflux. There are bibasilar crackles to the mid lung fields. "
                 "S3 gallop. 3+ pitting edema to the knees bilaterally.",
                 "JVD to 12 cm. Lungs with fine crackles at both bases. Regular rhythm, "
                 "holosystolic murmur at the apex radiating to the axilla. 2+ edema of the "
                 "ankles and shins."),
        "course": (
            ("The patient was diuresed with intravenous furosemide 80 mg twice daily with good "
             "urine output, net negative 7.2 liters over the hospitalization, and weight down from "
             "104 to 97 kg. Creatinine peaked at 2.1 from a baseline of 1.6 and returned to 1.7.",
             "Diuresis was started with a furosemide infusion at 10 mg per hour after a 80 mg "
             "bolus, with metolazone 2.5 mg added on hospital day 3 for a suboptimal response. "
             "Potassium and magnesium were repleted daily."),
            ("An echocardiogram on {hospday} showed an ejection fraction of {ef}% with moderate "
             "functional mitral regurgitation and a right ventricular systolic pressure of 52 "
             "mmHg. "
             "Cardiology ({consultant}) recommended transition from lisinopril to "
             "sacubitril-valsartan after a 36-hour washout and addition of empagliflozin.",
             "Guideline-directed medical therapy was optimized: carvedilol was continued, "
             "spironolactone 12.5 mg was added, and {he} was started on dapagliflozin. "
             "An ischemic evaluation was deferred to the outpatient setting."),
        ),
        "meds": ("Furosemide 40 mg by mouth twice daily",
        "Sacubitril-valsartan 24/26 mg twice daily",
                 "Carvedilol 12.5 mg twice daily", "Spironolactone 12.5 mg daily",
                 "Empagliflozin 10 mg daily", "Apixaban 5 mg twice daily",
                 "Atorvastatin 80 mg at bedtime", "Potassium chloride 20 mEq daily"),
        "consult": "cardiology",
    },
    "copd": {
        "ed": (
        "Albuterol and ipratropium nebulizers x 3 and methylprednisolone 125 mg IV were given.",
        "Magnesium sulfate 2 grams IV was given.",
        "{He} was placed on BiPAP 14/6 with improvement in work of breathing."),
        "dx": "Acute exacerbation of chronic obstructive pulmonary disease",
        "others": ("Acute on chronic hypoxic and hypercapnic respiratory failure",
                   "Tobacco use disorder, 50 pack-years", "Obstructive sleep apnea",
                   "Hypertension"),
        "cc": "Worsening shortness of breath and cough with green sputum.",
        "hpi": (
            "{Pt} is {a_age} with severe COPD on 2 liters of home oxygen who has had three days "
            "of increased cough, change in sputum to green and wheezing not relieved by "
            "albuterol. {He} was seen at urgent care on {recent} and given azithromycin without "
            "improvement. {He} still smokes half a pack a day.",
            "This is {a_age} with GOLD group E COPD, FEV1 34% predicted on pulmonary function "
            "testing in {past_my}, with two prior intubations, most recently at {osh} in "
            "{year}. {He} presents with increasing dyspnea and somnolence; {his} {rel} noted "
            "{him} to be confused this morning.",
        ),
        "exam": ("Tachypneic at 28 with pursed-lip breathing and use of accessory muscles. "
                 "Diffuse expiratory wheezes with prolonged expiratory phase and poor air "
                 "movement. No cyanosis. No edema.",
                 "Barrel chest. Distant breath sounds with scattered rhonchi and wheezing "
                 "bilaterally. Speaking in three- to four-word sentences."),
        "course": (
            ("Initial arterial blood gas on 4 liters showed pH 7.29, pCO2 68, pO2 61. {He} was "
             "placed on BiPAP 14/6 in the intensive care unit with improvement in mental status "
             "and pCO2 over 12 hours, and weaned to nasal cannula on {hospday}.",
             "{He} was treated with nebulized ipratropium-albuterol every 4 hours, "
             "methylprednisolone "
             "40 mg IV daily transitioned to prednisone 40 mg, and doxycycline. Oxygen was "
             "titrated "
             "to a saturation of 88 to 92%."),
            ("Smoking cessation was addressed at length and {he} accepted a nicotine patch. "
             "Respiratory therapy provided inhaler teaching, and {he} was referred to pulmonary "
             "rehabilitation.",
             "An ambulatory oxygen evaluation showed desaturation to 84% on 2 liters with walking; "
             "home oxygen was increased to 3 liters with exertion."),
        ),
        "meds": ("Prednisone 40 mg daily for 3 more days", "Doxycycline 100 mg twice daily through "
                 "day 5", "Tiotropium 18 mcg inhaled daily", "Fluticasone-salmeterol 250/50 one "
                 "inhalation twice daily", "Albuterol HFA 2 puffs every 4 hours as needed",
                 "Nicotine patch 21 mg daily", "Home oxygen 2 to 3 liters by nasal cannula"),
        "consult": "pulmonary and critical care",
    },
    "pna": {
        "ed": ("Ceftriaxone 1 gram IV and azithromycin 500 mg IV were given.",
        "A 30 mL/kg bolus of lactated Ringer's was given.",
        "Blood cultures x 2 were drawn before antibiotics."),
        "dx": "Community-acquired pneumonia, right lower lobe, with sepsis",
        "others": ("Sepsis without shock", "Acute kidney injury, prerenal",
                   "Type 2 diabetes mellitus, uncontrolled", "Hyponatremia"),
        "cc": "Fever, chills and productive cough.",
        "hpi": (
            "{Pt} is {a_age} who developed fever to 102, rigors and cough productive of "
            "rust-colored sputum three days ago, with right-sided pleuritic chest pain. {He} "
            "works as a {job} and a coworker at {employer} had a similar illness. There is no "
            "recent travel or hospitalization.",
            "{A_age_cap} presenting with four days of fevers, malaise and cough. {His} {rel} "
            "reports {he} has been eating poorly and seemed confused last night. {He} received "
            "the influenza vaccine but not the pneumococcal vaccine.",
        ),
        "exam": ("Ill-appearing. Dullness to percussion and bronchial breath sounds at the right "
                 "base with egophony. Tachycardic, regular. Mucous membranes dry.",
                 "Febrile and flushed. Crackles over the right lower lung field posteriorly. "
                 "No meningismus. Capillary refill 3 seconds."),
        "course": (
            ("Blood cultures grew Streptococcus pneumoniae in 2 of 2 bottles, susceptible to "
             "ceftriaxone. Legionella and pneumococcal urinary antigens were sent; the latter was "
             "positive. {He} was treated with ceftriaxone and azithromycin and defervesced on "
             "{hospday}.",
             "{He} received a 30 mL/kg crystalloid bolus with lactate clearing from 3.4 to 1.2. "
             "Empiric ceftriaxone and azithromycin were started in the emergency department; "
             "sputum culture grew normal flora. Creatinine improved with hydration."),
            ("A repeat chest radiograph showed a small parapneumonic effusion that did not need "
             "sampling. {He} was transitioned to oral cefpodoxime to complete a 7-day course.",
             "Glucose was managed with basal-bolus insulin; hemoglobin A1c was 10.4% and "
             "diabetes education was provided. {He} was ambulating on room air at discharge."),
        ),
        "meds": ("Cefpodoxime 200 mg twice daily for 4 more days", "Metformin 1000 mg twice daily",
                 "Insulin glargine 18 units at bedtime", "Guaifenesin 600 mg twice daily as needed",
                 "Acetaminophen 500 mg, two tablets every 6 hours as needed for pain or fever"),
        "consult": "infectious disease",
    },
    "dka": {
        "ed": ("Insulin infusion was started per protocol after 2 liters of normal saline.",
        "Potassium chloride 20 mEq was added to the fluids.", "Ondansetron 4 mg IV was given."),
        "dx": "Diabetic ketoacidosis",
        "others": ("Type 1 diabetes mellitus", "Medication nonadherence", "Hypokalemia",
                   "Viral gastroenteritis"),
        "cc": "Nausea, vomiting and abdominal pain.",
        "hpi": (
            "{Pt} is {a_age} with type 1 diabetes since age {age_at} who ran out of insulin "
            "after losing {his} insurance with {insurer} last month. {He} has had two days of "
            "polyuria, polydipsia, nausea and vomiting and diffuse abdominal pain.",
            "This {sexw} with type 1 diabetes on an Omnipod insulin pump presents with vomiting "
            "since yesterday; the pump cannula was dislodged and {he} did not notice for several "
            "hours. {His} {rel} {relname} found {him} drowsy and called 911.",
        ),
        "exam": ("Kussmaul respirations with a fruity odor on the breath. Dry mucous membranes. "
                 "Abdomen diffusely tender without rebound or guarding.",
                 "Drowsy but arousable and oriented. Tachycardic at 124. Abdomen soft, mildly "
                 "tender in the epigastrium."),
        "course": (
            ("Initial glucose was 612 with bicarbonate 8, anion gap 31 and beta-hydroxybutyrate "
             "7.9. {He} was admitted to the intensive care unit on the DKA protocol with an "
             "insulin infusion, aggressive fluids and potassium replacement, and the gap closed "
             "within 14 hours.",
             "{He} was managed with the two-bag system and intravenous insulin at 0.1 units/kg/hr. "
             "Potassium was 3.1 on presentation and insulin was held until it was above 3.3."),
            ("Subcutaneous glargine was given two hours before stopping the infusion. The diabetes "
             "educator met with {him}, and social work helped apply for Medicaid and for a "
             "manufacturer assistance program.",
             "The endocrinology team adjusted the basal rate and the insulin-to-carbohydrate "
             "ratio. "
             "{He} demonstrated correct technique for site changes before discharge."),
        ),
        "meds": ("Insulin glargine 22 units subcutaneously at bedtime", "Insulin lispro per "
                 "sliding scale and 1 unit per 10 grams of carbohydrate with meals",
                 "Glucagon emergency kit", "Ondansetron 4 mg every 8 hours as needed"),
        "consult": "endocrinology",
    },
    "gib": {
        "ed": ("Two large-bore IVs were placed and 2 units of packed red cells were transfused.",
        "Pantoprazole 80 mg IV bolus was given.",
        "Octreotide was not started given no history of liver disease."),
        "dx": "Acute upper gastrointestinal hemorrhage from a duodenal ulcer",
        "others": ("Acute blood loss anemia", "NSAID use", "Helicobacter pylori infection",
                   "Coronary artery disease"),
        "cc": "Black stools and lightheadedness.",
        "hpi": (
            "{Pt} is {a_age} who has taken ibuprofen 800 mg three times daily for knee pain for "
            "two months and presents with three days of black, tarry stools and one episode of "
            "coffee-ground emesis this morning. {He} nearly fainted at work at {employer}.",
            "{A_age_cap} on aspirin and clopidogrel after a stent placed at {osh} in {past_my} "
            "presents with melena and dizziness on standing since {recent}.",
        ),
        "exam": ("Pale, diaphoretic. Orthostatic: pulse rises from 96 to 128 on standing. "
                 "Epigastric tenderness. Rectal examination shows black, guaiac-positive stool.",
                 "Conjunctival pallor. Resting tachycardia. Abdomen soft, nondistended, mildly "
                 "tender in the epigastrium."),
        "course": (
            ("Hemoglobin was 6.8 from a baseline of 13. {He} received 3 units of packed red blood "
             "cells and was started on a pantoprazole infusion. The Glasgow-Blatchford score was "
             "13.",
             "Two large-bore IVs were placed and {he} was transfused 2 units with an appropriate "
             "rise. A high-dose proton pump inhibitor was started and {he} was kept NPO."),
            ("Esophagogastroduodenoscopy by {consultant} on {hospday} showed a 1.5 cm duodenal "
             "bulb ulcer with a visible vessel treated with epinephrine and clips. Biopsies were "
             "positive for Helicobacter pylori, and bismuth quadruple therapy was started.",
             "Endoscopy revealed a clean-based ulcer in the duodenal bulb without high-risk "
             "stigmata, and the diet was advanced. Cardiology agreed to hold clopidogrel for 5 "
             "days and resume it."),
        ),
        "meds": ("Pantoprazole 40 mg twice daily for 8 weeks", "Bismuth subsalicylate 524 mg four "
                 "times daily", "Tetracycline 500 mg four times daily", "Metronidazole 500 mg "
                 "three times daily", "Ferrous sulfate 325 mg daily", "Avoid all NSAIDs"),
        "consult": "gastroenterology",
    },
    "nstemi": {
        "ed": ("{He} received aspirin 325 mg chewed and sublingual nitroglycerin x 2 with relief.",
        "Heparin bolus and infusion were started.", "Atorvastatin 80 mg was given."),
        "dx": "Non-ST-elevation myocardial infarction",
        "others": ("Coronary artery disease, two-vessel", "Hyperlipidemia", "Hypertension",
                   "Tobacco use"),
        "cc": "Chest pressure.",
        "hpi": (
            "{Pt} is {a_age} who developed substernal chest pressure radiating to the left arm "
            "while shoveling snow on {recent}, lasting 40 minutes, with diaphoresis and nausea. "
            "{He} has a family history of premature coronary disease: {his} father died of a "
            "heart attack at age {relage}.",
            "This {sexw} with hypertension and hyperlipidemia presents with two days of "
            "intermittent exertional chest tightness, now occurring at rest. Initial troponin I "
            "was 0.9 ng/mL, rising to 4.2.",
        ),
        "exam": ("Comfortable on nitroglycerin. Regular rate and rhythm, no murmurs, rubs or "
                 "gallops. Lungs clear. No edema. Radial pulses 2+ bilaterally.",
                 "Anxious. Normal S1 and S2, soft S4. Clear lungs. Warm extremities."),
        "course": (
            ("{He} was treated with aspirin, a heparin infusion, high-intensity atorvastatin and "
             "metoprolol. Cardiac catheterization on {hospday} by {consultant} showed a 90% "
             "proximal LAD stenosis treated with a drug-eluting stent, and a moderate right "
             "coronary lesion managed medically.",
             "The electrocardiogram showed 1 mm ST depressions in V4 through V6. Angiography "
             "revealed severe three-vessel disease, and cardiac surgery was consulted for bypass "
             "grafting, which {he} will undergo electively."),
            ("An echocardiogram showed an ejection fraction of {ef}% with anterior hypokinesis. "
            "{He} "
             "was enrolled in cardiac rehabilitation at {osh}.",
             "Ticagrelor 90 mg twice daily was started for 12 months. Smoking cessation counseling "
             "was provided."),
        ),
        "meds": ("Aspirin 81 mg daily", "Ticagrelor 90 mg twice daily", "Atorvastatin 80 mg daily",
                 "Metoprolol succinate 50 mg daily", "Lisinopril 10 mg daily",
                 "Nitroglycerin 0.4 mg sublingual as needed"),
        "consult": "cardiology",
    },
    "stroke": {
        "ed": ("A code stroke was called on arrival; CT and CT angiography were completed within "
        "20 minutes.", "Labetalol 10 mg IV was given for a blood pressure of 196/104.",
        "Bedside swallow screen was failed; {he} was kept NPO."),
        "dx": "Acute ischemic stroke, left middle cerebral artery territory",
        "others": ("Atrial fibrillation, newly diagnosed", "Hypertension", "Dysphagia",
                   "Expressive aphasia"),
        "cc": "Right-sided weakness and trouble speaking.",
        "hpi": (
            "{Pt} is {a_age} who was last known well at 6:30 a.m. on the day of admission, when "
            "{his} {rel} {relname} spoke with {him} on the phone; at 8:10 a.m. {he} was found "
            "unable to speak with a right facial droop. NIH Stroke Scale on arrival was 14.",
            "This right-handed {sexw} was at church when {he} suddenly developed right arm "
            "weakness and garbled speech. EMS brought {him} to {osh}, where CT angiography showed "
            "a left M1 occlusion, and {he} was transferred for thrombectomy.",
        ),
        "exam": ("Awake, nonfluent aphasia with preserved comprehension. Left gaze preference. "
                 "Right lower facial weakness. Right arm 1/5, right leg 3/5. Right-sided "
                 "neglect. Babinski sign present on the right.",
                 "Global aphasia. Right hemiplegia with dense arm weakness. Right homonymous "
                 "hemianopia to confrontation."),
        "course": (
            ("{He} received IV tenecteplase at 9:02 a.m. and underwent mechanical thrombectomy "
             "with TICI 2b reperfusion. Follow-up MRI showed an infarct of the left insula and "
             "frontal operculum without hemorrhage.",
             "{He} was outside the window for thrombolysis. Blood pressure was allowed to rise to "
             "220/120 in the first 24 hours. MRI confirmed a left MCA territory infarct."),
            ("Telemetry showed paroxysmal atrial fibrillation, and apixaban was started on day 4 "
             "after repeat imaging. The speech-language pathologist found moderate oropharyngeal "
             "dysphagia, and {he} is on a mechanical soft diet with thin liquids.",
             "Transthoracic echocardiogram with bubble study was negative for a shunt. LDL was "
             "142 and atorvastatin 80 mg was started. Physical medicine and rehabilitation "
             "accepted {him} for acute inpatient rehabilitation."),
        ),
        "meds": ("Apixaban 5 mg twice daily", "Atorvastatin 80 mg daily", "Amlodipine 5 mg daily",
                 "Metoprolol tartrate 25 mg twice daily", "Docusate 100 mg twice daily"),
        "consult": "neurology",
    },
    "cellulitis": {
        "ed": ("Vancomycin 1.5 grams IV was given.",
        "The margins of erythema were marked with a skin pen.",
        "Bedside ultrasound showed a fluid pocket."),
        "dx": "Cellulitis of the left lower extremity with abscess",
        "others": ("Type 2 diabetes mellitus", "Obesity, BMI 41", "Chronic venous insufficiency",
                   "Tinea pedis"),
        "cc": "Red, painful, swollen left leg.",
        "hpi": (
            "{Pt} is {a_age} with diabetes who noticed redness of the left shin four days ago "
            "after a scrape at work as a {job}. It has spread despite cephalexin prescribed by "
            "{pcp} on {recent}, and {he} developed fevers and a tender, fluctuant area.",
            "{A_age_cap} presents with three days of expanding erythema of the left calf, chills "
            "and pain with walking.",
        ),
        "exam": ("Warm, tender, well-demarcated erythema from the ankle to the mid calf, marked "
                 "with a skin pen, with a 4 cm area of fluctuance. Interdigital maceration of the "
                 "toes. No crepitus.",
                 "Erythema and edema of the left lower leg with a central indurated area. Dorsalis "
                 "pedis and posterior tibial pulses palpable."),
        "course": (
            ("Ultrasound showed a 3.2 cm subcutaneous fluid collection, which was incised and "
             "drained at the bedside; culture grew methicillin-resistant Staphylococcus aureus. "
             "{He} "
             "was treated with vancomycin and transitioned to doxycycline.",
             "{He} received intravenous cefazolin with improvement in erythema within 48 hours. "
             "Venous duplex was negative for deep venous thrombosis."),
            ("Terbinafine cream was started for tinea pedis as a portal of entry. Leg elevation "
             "and compression were reviewed.",
             "Glycemic control was improved with an increase in basal insulin. Wound care taught "
             "packing changes to {his} {rel}."),
        ),
        "meds": ("Doxycycline 100 mg twice daily for 7 days", "Terbinafine 1% cream twice daily "
                 "between the toes", "Insulin glargine 30 units at bedtime",
                 "Metformin 1000 mg twice daily", "Ibuprofen 600 mg every 8 hours as needed"),
        "consult": "general surgery",
    },
    "urosepsis": {
        "ed": ("Two liters of lactated Ringer's were given with improvement in blood pressure.",
        "Ceftriaxone 2 grams IV was given.",
        "Morphine 4 mg IV and ondansetron 4 mg IV were given for pain and nausea."),
        "dx": "Sepsis secondary to acute pyelonephritis",
        "others": ("Escherichia coli bacteremia", "Acute kidney injury", "Nephrolithiasis",
                   "Hypothyroidism"),
        "cc": "Fever and right flank pain.",
        "hpi": (
            "{Pt} is {a_age} who developed dysuria five days ago, followed by right flank pain, "
            "fevers to 103 and vomiting. {He} was seen at {osh} on {recent} and discharged on "
            "nitrofurantoin.",
            "This {sexw} presents with rigors, right costovertebral angle pain and confusion; "
            "{his} {rel} {relname} reports that {he} has not urinated much today.",
        ),
        "exam": ("Febrile to 39.4. Right costovertebral angle tenderness. Abdomen soft. "
                 "Mucous membranes dry.",
                 "Ill-appearing, tachycardic. Tender right flank. Suprapubic tenderness."),
        "course": (
            ("Blood and urine cultures grew Escherichia coli resistant to ciprofloxacin and "
             "susceptible to ceftriaxone. CT showed a 6 mm obstructing right ureteropelvic "
             "junction stone, and urology placed a right ureteral stent on {hospday}.",
             "{He} required a brief norepinephrine infusion in the ICU for hypotension. Cultures "
             "grew pan-sensitive Escherichia coli and antibiotics were narrowed."),
            ("Creatinine improved from 2.6 to 1.1. {He} will complete 14 days of antibiotics and "
             "follow up with urology for definitive stone management.",
             "{He} defervesced by day 3 and was discharged on oral cefuroxime."),
        ),
        "meds": ("Cefuroxime 500 mg twice daily to complete 14 days", "Tamsulosin 0.4 mg daily "
                 "while the stent is in place", "Oxybutynin 5 mg every 8 hours as needed for "
                 "bladder spasm", "Levothyroxine 75 mcg daily"),
        "consult": "urology",
    },
    "etoh": {
        "ed": ("Lorazepam 2 mg IV was given for tremulousness, then phenobarbital 260 mg IV.",
        "Thiamine 500 mg IV was given before dextrose.", "Magnesium 2 grams IV was given."),
        "dx": "Alcohol withdrawal with withdrawal seizure",
        "others": ("Alcohol use disorder, severe", "Alcoholic liver disease with thrombocytopenia",
                   "Hypomagnesemia", "Macrocytic anemia"),
        "cc": "Seizure.",
        "hpi": (
            "{Pt} is {a_age} who drinks about a fifth of vodka daily and stopped two days ago "
            "because {he} was sick. {He} had a witnessed generalized tonic-clonic seizure at home; "
            "{his} {rel} {relname} called 911. {His} last drink was on {recent}.",
            "This {sexw}, a {job}, with a history of alcohol use disorder and prior delirium "
            "tremens at {osh} in {year}, presents tremulous and diaphoretic after cutting down "
            "{his} drinking.",
        ),
        "exam": ("Tremulous, diaphoretic, anxious. Tachycardic to 118. Spider angiomata on the "
                 "chest. Liver edge palpable 3 cm below the costal margin. No asterixis.",
                 "Oriented but hyperalert with tactile hallucinations. Coarse tremor of the "
                 "outstretched hands. CIWA-Ar score of 22."),
        "course": (
            ("{He} was treated with a symptom-triggered phenobarbital protocol in the intensive "
            "care "
             "unit, with high-dose thiamine, folate and magnesium repletion, and did not have "
             "further seizures.",
             "CIWA-guided lorazepam was required at high doses in the first 48 hours, and "
             "dexmedetomidine was added briefly. Head CT was negative."),
            ("Addiction medicine met with {him} and naltrexone was started; {he} was referred to "
            "an "
             "intensive outpatient program.",
             "Hepatology evaluated the thrombocytopenia; an outpatient ultrasound and elastography "
             "were arranged."),
        ),
        "meds": ("Thiamine 100 mg daily", "Folic acid 1 mg daily", "Multivitamin daily",
                 "Naltrexone 50 mg daily", "Magnesium oxide 400 mg twice daily"),
        "consult": "psychiatry",
    },
    "hipfx": {
        "ed": ("Fascia iliaca block was performed with 30 mL of 0.25% bupivacaine.",
        "Morphine 4 mg IV was given for pain.", "Hip and pelvis films confirmed the fracture."),
        "dx": "Left intertrochanteric femur fracture",
        "others": ("Mechanical fall", "Osteoporosis", "Postoperative acute blood loss anemia",
                   "Dementia, mild", "Hypertension"),
        "cc": "Fall with left hip pain.",
        "hpi": (
            "{Pt} is {a_age} who tripped over a rug at {his} home in {town} on the morning of "
            "admission and was unable to bear weight. {He} lives with {his} {rel} and walks with "
            "a cane at baseline. There was no head strike or loss of consciousness.",
            "{A_age_cap} from {nursing_home} presents after an unwitnessed fall; {he} was found on "
            "the floor next to the bed with a shortened, externally rotated left leg.",
        ),
        "exam": ("The left lower extremity is shortened and externally rotated, with pain on "
                 "logroll. Distal pulses are intact, sensation is intact and the foot moves.",
                 "Tenderness over the left greater trochanter. Skin intact. Neurovascularly intact "
                 "distally."),
        "course": (
            ("Orthopedics ({consultant}) performed cephalomedullary nailing with a Gamma3 nail on "
             "{hospday}. Postoperative hemoglobin fell to 7.6 and {he} received 1 unit of blood.",
             "{He} underwent intramedullary nailing the day after admission. Hospital medicine "
             "co-managed the perioperative course; postoperative delirium was managed with "
             "reorientation and melatonin."),
            ("Physical therapy progressed {him} to walking 60 feet with a rolling walker. {He} "
             "will receive enoxaparin for 28 days. A DEXA scan and zoledronic acid are planned "
             "after discharge.",
             "{He} was discharged to subacute rehabilitation at {nursing_home}, weight bearing "
             "as tolerated."),
        ),
        "meds": ("Enoxaparin 40 mg subcutaneously daily for 28 days",
        "Oxycodone 5 mg every 6 hours "
                 "as needed", "Acetaminophen 1000 mg every 8 hours", "Calcium carbonate with "
                 "vitamin D twice daily", "Senna-docusate two tablets at bedtime"),
        "consult": "orthopedic surgery",
    },
    "pe": {
        "ed": ("Heparin 80 units/kg bolus and infusion were started.",
        "Oxygen by nasal cannula at 4 liters brought the saturation to 95%.",
        "Bedside echocardiogram showed a dilated right ventricle."),
        "dx": "Acute pulmonary embolism, bilateral, submassive",
        "others": ("Provoked deep venous thrombosis of the left leg", "Right ventricular strain",
                   "Recent long-distance travel", "Obesity"),
        "cc": "Shortness of breath and left calf pain.",
        "hpi": (
            "{Pt} is {a_age} who returned from visiting family in {country} on {recent} after a "
            "fourteen-hour flight. Two days later {he} developed left calf swelling, and this "
            "morning sudden dyspnea and pleuritic chest pain.",
            "This {sexw} on oral contraceptives presents with three days of progressive dyspnea "
            "and presyncope while at work as a {job}.",
        ),
        "exam": ("Tachycardic to 118, tachypneic, saturation 89% on room air. Lungs clear. Left "
                 "calf 3 cm larger than the right and tender.",
                 "Anxious, diaphoretic. Loud P2. Left leg edema."),
        "course": (
            ("CT angiography showed bilateral pulmonary emboli with an RV/LV ratio of 1.3, and "
             "troponin was mildly elevated. The pulmonary embolism response team was activated and "
             "{he} was treated with a heparin infusion in the ICU without need for "
             "catheter-directed "
             "therapy.",
             "{He} underwent catheter-directed thrombolysis with the EKOS system by interventional "
             "radiology, with improvement in right ventricular function on repeat echocardiogram."),
            ("{He} was transitioned to apixaban and will complete at least three months of "
             "anticoagulation.",
             "Hematology recommended no thrombophilia testing at this time given the clear "
             "provocation."),
        ),
        "meds": ("Apixaban 10 mg twice daily for 7 days, then 5 mg twice daily",
                 "Acetaminophen 500 mg, two tablets every 6 hours as needed for pain or fever",
                 "Compression stocking, left leg"),
        "consult": "pulmonary and critical care",
    },
}

ROS = ("A complete 12-point review of systems is otherwise negative.",
       "Review of systems is positive for fatigue and poor appetite; otherwise negative in detail.",
       "ROS: Negative for headache, visual changes, hemoptysis, hematuria, rash or joint pain.",
       "All other systems reviewed and negative except as noted in the HPI.")
PMH = ("Hypertension", "Hyperlipidemia", "Type 2 diabetes mellitus", "Coronary artery disease",
       "Gastroesophageal reflux disease", "Osteoarthritis of the knees", "Benign prostatic "
       "hyperplasia", "Hypothyroidism", "Depression", "Chronic low back pain", "Gout",
       "Obstructive sleep apnea on CPAP", "Atrial fibrillation", "Chronic kidney disease stage 3a",
       "Asthma", "Migraine", "Anemia of chronic disease", "Glaucoma")
PSH = ("Appendectomy as a child", "Cholecystectomy in {year}", "Right total knee replacement in "
       "{year}", "Cesarean section x 2", "Tonsillectomy", "Left inguinal hernia repair",
       "Coronary stent placed at {osh} in {year}", "Cataract surgery, both eyes", "Hysterectomy",
       "Carpal tunnel release", "Lumbar laminectomy in {year}", "None",
       "Dual-chamber pacemaker placed at {osh} in {year} (Medtronic, serial {serial})",
       "Implantable cardioverter-defibrillator in {year}, device serial number {serial}")
ALLERGIES = ("No known drug allergies.", "Penicillin (hives).", "Sulfa drugs (rash).",
             "Codeine (nausea).", "Lisinopril (angioedema).", "Iodinated contrast (hives); "
             "premedicate.", "NKDA.", "Morphine (itching) and latex.")
EXAM_GENERAL = (
    "GENERAL: Alert, in mild distress.\nHEENT: Normocephalic, atraumatic. Pupils equal, round and "
    "reactive to light. Oropharynx clear.\nNECK: Supple, no lymphadenopathy, no thyromegaly.",
    "General: Well-developed, well-nourished, in no acute distress. HEENT: Anicteric sclerae, "
    "moist "
    "mucous membranes. Neck: No JVD, no carotid bruits.",
    "CONSTITUTIONAL: Chronically ill-appearing, conversant. EYES: Conjunctivae pink, sclerae "
    "anicteric. ENT: Edentulous, mucosa moist.",
)
EXAM_REST = (
    "ABDOMEN: Soft, nontender, nondistended, normoactive bowel sounds, no hepatosplenomegaly.\n"
    "EXTREMITIES: No clubbing or cyanosis.\nNEUROLOGIC: Alert and oriented x3, cranial nerves II "
    "through XII intact, strength 5/5 throughout, reflexes 2+ and symmetric.\nSKIN: No rashes.",
    "Abdomen: Obese, soft, bowel sounds present. Extremities: Warm, pulses palpable. Neuro: "
    "Nonfocal. Psych: Mood and affect appropriate to the situation.",
    "ABD: Benign. EXT: As above. NEURO: Oriented to person, place and time; gait not tested. "
    "SKIN: Warm and dry; healed surgical scars.",
)

#: secondary problems, as a dictating physician goes through them problem by problem
PROBLEMS = (
    ("Type 2 diabetes mellitus", (
        "Metformin was held during the admission and {he} was covered with basal-bolus insulin; "
        "fingerstick glucose ran 140 to 220. Hemoglobin A1c was 8.9%. Metformin was resumed at "
        "discharge with glipizide 5 mg added.",
        "Glucose was controlled with insulin glargine 14 units and a low-dose correction scale. "
        "{He} will resume {his} home regimen; the A1c of 7.2% is near goal.")),
    ("Hypertension", (
        "Blood pressure was initially elevated at 178/96 and improved with resumption of "
        "amlodipine and hydralazine. Lisinopril was held for the acute kidney injury and may be "
        "restarted by {pcp}.",
        "Antihypertensives were held in the setting of hypotension and gradually reintroduced; "
        "blood pressure at discharge was 132/78.")),
    ("Chronic kidney disease", (
        "Creatinine peaked at 2.4 from a baseline of 1.5, attributed to prerenal azotemia, and "
        "returned to 1.6 with hydration. Nephrotoxic medications were avoided and medications "
        "were renally dosed.",
        "Stage 3b CKD, stable. Renal ultrasound showed echogenic kidneys without hydronephrosis. "
        "Outpatient nephrology follow-up was arranged.")),
    ("Atrial fibrillation", (
        "{He} remained in rate-controlled atrial fibrillation on metoprolol. CHA2DS2-VASc score "
        "is 5; apixaban was continued.",
        "{He} had an episode of rapid ventricular response to 140 on hospital day 2, treated with "
        "IV diltiazem, and converted spontaneously to sinus rhythm.")),
    ("Anemia", (
        "Hemoglobin drifted from 10.8 to 8.9 with phlebotomy and hemodilution; iron studies "
        "showed a ferritin of 18, and {he} received intravenous iron sucrose 200 mg x 2.",
        "Normocytic anemia of chronic disease, stable, without evidence of bleeding.")),
    ("Hypothyroidism", (
        "TSH was 6.8; levothyroxine was continued at the home dose with repeat testing in six "
        "weeks.",)),
    ("Depression", (
        "{His} mood was low during the admission; sertraline was continued, and the "
        "consultation-liaison psychiatry service saw {him} and did not recommend changes.",
        "Depression with poor sleep; mirtazapine 7.5 mg at bedtime was started.")),
    ("Gastroesophageal reflux disease", (
        "Pantoprazole was continued.", "Omeprazole was changed to famotidine given the "
        "interaction concern.")),
    ("Nutrition", (
        "Nutrition services recommended Ensure Plus twice daily for a prealbumin of 11 and a "
        "7% weight loss over three months.",
        "Swallow evaluation was normal and {he} was advanced to a regular consistent-carbohydrate "
        "diet.")),
    ("Deconditioning", (
        "Physical and occupational therapy followed {him} daily; {he} walked 150 feet with a "
        "rolling walker and contact-guard assistance by the day of discharge.",
        "PT recommended home with outpatient therapy and a shower chair.")),
    ("Venous thromboembolism prophylaxis", (
        "{He} received subcutaneous heparin 5000 units every 8 hours throughout the stay.",
        "Enoxaparin 40 mg daily was given; sequential compression devices while in bed.")),
    ("Hyponatremia", (
        "Sodium was 126 on admission, felt to be hypovolemic, and corrected to 134 with normal "
        "saline at no more than 8 mEq/L per day.",
        "Mild hyponatremia attributed to hydrochlorothiazide, which was discontinued.")),
    ("Delirium", (
        "{He} was intermittently confused at night, managed with reorientation, sleep hygiene and "
        "low-dose quetiapine as needed, and was at baseline at discharge per {his} {rel}.",)),
    ("Goals of care", (
        "A goals-of-care discussion was held with {pt} and {his} {rel}, {relname}; {he} remains a "
        "full code. A MOLST form was completed.",
        "Palliative care saw {him} and the family on {hospday}; code status was changed to "
        "DNR/DNI, "
        "with continued medical treatment otherwise.")),
)

#: the rest of a history: what the dictating physician adds after the story itself
HPI_EXTRA = (
    "{He} denies fevers, chills or night sweats.", "There has been no recent travel or sick "
    "contacts.", "{He} reports a poor appetite and an unintentional weight loss of about 10 "
    "pounds over two months.", "{He} has not had melena, hematochezia or hematemesis.",
    "{He} has been sleeping in a recliner for the past several nights.", "Symptoms are worse "
    "with exertion and partly relieved by rest.", "{He} took acetaminophen at home without "
    "relief.", "{He} denies chest pain, palpitations, syncope or presyncope.", "There is no "
    "dysuria, frequency or hematuria.", "{He} has had intermittent nausea without vomiting.",
    "Of note, {he} was started on a new blood pressure medication three weeks ago.",
    "{He} has not been checking {his} blood sugars at home.", "{He} is a poor historian, and "
    "much of the history is obtained from the chart and the emergency department physician.",
    "{He} reports good adherence to {his} medications and uses a pill organizer.",
    "{He} has had two emergency department visits in the past six months for similar symptoms.",
    "Symptoms began while {he} was fishing at {landmark} the weekend before admission.",
    "{He} had been camping near {landmark} with family two weeks ago; there were no tick bites.",
    "{He} walks daily at {landmark} and noticed that {he} could no longer keep up.",
)
ADMISSION_DATA = (
    "Electrocardiogram showed sinus tachycardia at 112 with nonspecific ST-T wave changes and "
    "no acute ischemic changes compared with a prior tracing.",
    "ECG: normal sinus rhythm, left axis deviation, left anterior fascicular block, QTc 468 ms.",
    "Chest radiograph showed cardiomegaly with vascular congestion and small bilateral "
    "effusions.", "Chest x-ray showed no acute cardiopulmonary process.",
    "CT of the head without contrast showed no acute intracranial abnormality.",
    "Urinalysis showed large leukocyte esterase, positive nitrites and more than 50 white "
    "cells per high-power field.", "Lactic acid was 3.1, repeat 1.6 after fluids.",
    "Blood cultures x 2 were drawn before antibiotics.", "COVID-19 and influenza PCR were "
    "negative.", "Venous blood gas: pH 7.31, pCO2 58.", "Procalcitonin was 2.4.",
    "Urine toxicology screen was negative.", "Magnesium was 1.4 and phosphorus 2.1.",
)
INSTRUCTIONS = (
    "Activity as tolerated; no driving while taking narcotic pain medication.",
    "No lifting more than 10 pounds for 6 weeks.", "Keep the incision clean and dry; may shower "
    "in 48 hours.", "Low-sodium, heart-healthy diet.", "Consistent-carbohydrate diabetic diet.",
    "Check blood sugars before meals and at bedtime and bring the log to the next visit.",
    "Use the incentive spirometer 10 times an hour while awake.", "Wear the compression "
    "stockings during the day.", "Stop smoking; resources were provided.",
    "Call for temperature over 101, redness or drainage from the wound, or shortness of breath.",
)

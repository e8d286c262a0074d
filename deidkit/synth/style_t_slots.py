"""Slots of style T's writer (:class:`~deidkit.synth.style_t_note.TNote`) for identifiers,
addresses on the network and the clinical text around them that is not PHI: hospital,
national and insurance numbers, accounts and bank details, device, specimen and other
numbers, passports, e-mail and web addresses, IP addresses; times, vitals and durations."""

from __future__ import annotations

ID_LABELS = {"sin": ("SIN", "Social Insurance No."), "philsys": ("PhilSys No.", "PSN"),
             "sss": ("SSS No.", "SSS"), "nin": ("NIN", "NIMC NIN"),
             "kenid": ("ID No.", "National ID"), "cnic": ("CNIC", "CNIC No."),
             "bsn": ("BSN", "Burgerservicenummer"), "personnummer": ("Personnr", "Pers.nr"),
             "fodselsnummer": ("Fødselsnr.", "F.nr."), "cpr": ("CPR-nr.", "CPR"),
             "tz": ("ID (T.Z.)", "Teudat Zehut")}
PLAN_LABELS = {"ohip": ("OHIP", "Health card"), "phn": ("PHN", "BC PHN"),
               "ahcip": ("AHCIP", "AB health no."), "msi": ("MSI", "NS health card"),
               "nu": ("NU health card", "HCN"), "phin": ("PHIN", "Health no."),
               "ramq": ("RAMQ", "NAM"), "philhealth": ("PhilHealth PIN", "PIN"),
               "hmo": ("HMO ID", "Enrollee ID"), "sha": ("SHA No.", "SHA member no."),
               "nhif": ("NHIF No.", "NHIF"), "policy": ("Policy No.", "Card No."),
               "polis": ("Polisnr.", "Policy no."), "ehic": ("EHIC", "EHIC card no."),
               "kupah": ("Member no.", "HMO card")}
MRN_LABELS = {"CA": ("MRN", "Chart #"), "QC": ("No de dossier", "Dossier"),
              "PH": ("Hosp. No.", "Case No."), "NG": ("Hosp. No.", "Hospital No"),
              "KE": ("IP No.", "OP No."), "PK": ("MR No.", "MR#"), "NL": ("Patiëntnr.",
                                                                        "Pt.nr."),
              "SE": ("Journalnr.", "Pat.id"), "NO": ("Pasientnr.", "Pas.nr."),
              "DK": ("Journalnr.", "Pt.-id"), "IL": ("Case No.", "Hosp. ID")}


class NumberSlots:
    """Identifier, network and look-alike slots (mixed into TNote, which supplies ``rng``,
    ``phi``, ``lit``, the patient, the site and the staff)."""

    def s_staff_email(self):
        role = self.rng.choice(tuple(k for k in self.team if k in self.site.staff) or
                               (next(iter(self.site.staff)),))
        self.email_of(role)

    def s_url(self):
        rng, site = self.rng, self.site
        path = rng.choice(("", "/patients", "/international", "/en/referrals", "/portal"))
        self.phi(rng.choice(("https://www.", "www.", "https://")) + site.domain + path, "URL")

    def s_ip(self):
        rng = self.rng
        self.phi(rng.choice((f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}"
                             f".{rng.randint(2, 254)}",
                             f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}"
                             f".{rng.randint(2, 254)}",
                             f"{rng.randint(24, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}"
                             f".{rng.randint(2, 254)}")), "IPADDR")

    # -- identifiers -------------------------------------------------------------------------
    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_natid(self): self.phi(self.patient.natid, "SSN")
    def s_plan(self): self.phi(self.patient.plan, "HEALTHPLAN")
    def s_plate(self): self.phi(self.patient.plate, "VEHICLE")
    def s_dl(self): self.phi(self.patient.licence, "LICENSE")

    def id_label(self) -> str:
        return self.rng.choice(ID_LABELS[self.patient.natid_kind])

    def plan_label(self) -> str:
        return self.rng.choice(PLAN_LABELS[self.patient.plan_kind])

    def mrn_label(self) -> str:
        return self.rng.choice(MRN_LABELS[self.cc])

    def s_account(self):
        rng, y = self.rng, self.day.year % 100
        self.phi(rng.choice((f"{y:02d}{rng.randint(1000000, 9999999)}",
                             f"E{rng.randint(10000000, 99999999)}",
                             f"ENC-{rng.randint(100000, 999999)}",
                             f"{rng.randint(100, 999)}-{rng.randint(10000, 99999)}-{y:02d}")),
                 "ACCOUNT")

    def s_bank(self):
        """A bank account the way the country writes it (ACCOUNT)."""
        rng, cc = self.rng, self.cc

        def d(n):
            return "".join(str(rng.randrange(10)) for _ in range(n))
        forms = {"CA": d(7), "QC": d(7), "PH": d(4) + "-" + d(4) + "-" + d(2), "NG": d(10),
                 "KE": d(13), "PK": "PK" + d(2) + " " + rng.choice(("HABB", "MUCB", "UNIL"))
                 + " " + d(4) + " " + d(4) + " " + d(4) + " " + d(4),
                 "NL": "NL" + d(2) + " " + rng.choice(("ABNA", "INGB", "RABO")) + " " + d(4)
                 + " " + d(4) + " " + d(2), "SE": d(4) + "-" + d(7), "NO": d(4) + "." + d(2)
                 + "." + d(5), "DK": d(4) + " " + d(10), "IL": d(2) + "-" + d(3) + "-" + d(6)}
        self.phi(forms[cc], "ACCOUNT")

    def s_device(self):
        rng = self.rng

        def d(n):
            return "".join(str(rng.randrange(10)) for _ in range(n))
        self.phi(rng.choice((d(4) + rng.choice("ABCDEFGHJK") + d(5), "SN" + d(8),
                             rng.choice(("8AV", "6FB", "2RX", "G5T")) + d(6),
                             d(2) + "-" + d(6) + "-" + d(2), rng.choice("KLMNPR") + d(9))),
                 "DEVICE")

    def s_bioid(self):
        rng, y = self.rng, self.day.year % 100

        def d(n):
            return "".join(str(rng.randrange(10)) for _ in range(n))
        self.phi(rng.choice((f"S{y:02d}-" + d(6), f"{y:02d}B" + d(7), "BB" + d(7),
                             f"X{y:02d}/" + d(4), d(3) + "-" + d(3) + "-" + d(3))), "BIOID")

    def s_idnum(self):
        rng, y = self.rng, self.day.year

        def d(n):
            return "".join(str(rng.randrange(10)) for _ in range(n))
        self.phi(rng.choice((f"{y}-" + d(5), "REF" + d(7), d(3) + "/" + str(y % 100).zfill(2),
                             rng.choice("ABCDEFGH") + d(6))), "IDNUM")

    def s_passport(self):
        rng = self.rng

        def d(n):
            return "".join(str(rng.randrange(10)) for _ in range(n))
        forms = {"PH": "P" + d(7) + rng.choice("ABC"), "PK": rng.choice(("AB", "CK", "DX")) + d(7),
                 "NG": "A" + d(8), "KE": "AK" + d(7), "IL": d(8)}
        self.phi(forms.get(self.cc, rng.choice("ABCNPX") + rng.choice("ABCNPX") + d(7)), "IDNUM")

    # -- clinical text that is not PHI -------------------------------------------------------
    def s_time(self):
        """A time of day (never PHI)."""
        rng, cc = self.rng, self.cc
        h = rng.randint(7, 19) if rng.random() < 0.8 else rng.randint(0, 23)
        m = rng.choice((0, 5, 10, 15, 20, 30, 35, 40, 45, 50))
        if cc == "QC":
            self.lit(rng.choice((f"{h}h{m:02d}", f"{h:02d}:{m:02d}")))
        elif cc in ("PH", "NG", "KE", "PK"):
            self.lit(rng.choice((f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}",
                                 f"{h:02d}{m:02d}H", f"{h:02d}:{m:02d}")))
        else:
            self.lit(rng.choice((f"{h:02d}:{m:02d}", f"{h:02d}.{m:02d}", f"{h:02d}{m:02d}")))

    def s_bp(self):
        self.lit(f"{self.rng.randint(92, 188)}/{self.rng.randint(50, 104)}")

    def s_pulse(self): self.lit(str(self.rng.randint(52, 124)))
    def s_temp(self): self.lit(f"{self.rng.randint(355, 391) / 10:.1f}")
    def s_spo2(self): self.lit(str(self.rng.randint(88, 100)))
    def s_weight(self): self.lit(f"{self.rng.randint(38, 131)}.{self.rng.randint(0, 9)}")

    def s_vitals(self):
        rng = self.rng
        self.lit(rng.choice((
            f"BP {rng.randint(92, 188)}/{rng.randint(50, 104)}  P {rng.randint(52, 124)}  "
            f"RR {rng.randint(12, 30)}  T {rng.randint(355, 391) / 10:.1f}  SpO2 "
            f"{rng.randint(88, 100)}%",
            f"TA {rng.randint(92, 188)}/{rng.randint(50, 104)}, FC {rng.randint(52, 124)}, "
            f"sat {rng.randint(88, 100)} %" if self.cc == "QC" else
            f"BP {rng.randint(92, 188)}/{rng.randint(50, 104)} mmHg, "
            f"PR {rng.randint(52, 124)} bpm, "
            f"temp {rng.randint(355, 391) / 10:.1f} C",
            f"HR {rng.randint(52, 124)} / BP {rng.randint(92, 188)}/{rng.randint(50, 104)} / "
            f"O2 sat {rng.randint(88, 100)} on room air")))

    def s_dur(self):
        n = self.rng.randint(2, 11)
        self.lit(self.rng.choice((f"{n} days", f"{n} weeks", f"{n} months", f"{n}/7",
                                  f"{n}/52", "a fortnight", f"{n} wks")))

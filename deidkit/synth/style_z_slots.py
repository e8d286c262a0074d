"""The template slots of style Z (:mod:`deidkit.synth.style_z`): ``{name}`` writes the
subject in one of many surface forms, ``{date}`` the text's date in one of many orders,
``{price}`` a look-alike that is not PHI."""

from __future__ import annotations

import datetime as dt
import random

from deidkit.synth.builder import Writer
from deidkit.synth.pools import ascii_fold
from deidkit.synth.style_z import (CLINIC_KINDS, COUNTRIES, DEPARTMENTS, JOBS, NICKNAMES,
                                   Subject, Who, build_world, device_id, ip_of, shape)
from deidkit.synth.surface import MONTHS, MONTHS_ABBR, WEEKDAYS, ordinal

#: Date styles by the country's habit (a text mostly keeps one).
DATE_STYLES = {"dmy": ("d/m/Y", "d.m.Y", "d Month Y", "d Mon Y", "dd-mm-yy", "Dth of Month"),
               "mdy": ("m/d/Y", "Month d, Y", "Mon d Y", "m-d-yy", "Month dth"),
               "ymd": ("Y/m/d", "Y-m-d", "kanji", "Y.m.d", "d Mon Y")}
ANY_DATE = ("Y-m-d", "Wdy, d Mon Y", "d Month Y", "Month d, Y", "d/m/Y", "m/d/Y", "Ymd",
            "Mon d")
PRODUCTS = ("X200 wireless earbuds", "27-inch 4K monitor", "K7 air purifier",
            "USB-C cable (2 m)", "standing desk frame", "EM-450 espresso machine",
            "trail running shoes, size 42", "Pro 14 laptop sleeve", "LED desk lamp",
            "cast-iron skillet 28 cm", "noise-cancelling headphones", "smart plug (4-pack)")
SURNAMED = ("wife", "husband", "daughter", "son", "sister", "brother", "mother", "father")


def fmt_date(d: dt.date, style: str) -> str:
    m, day, y = d.month, d.day, d.year
    return {
        "d/m/Y": f"{day:02d}/{m:02d}/{y}", "d.m.Y": f"{day}.{m}.{y}",
        "d Month Y": f"{day} {MONTHS[m - 1]} {y}", "d Mon Y": f"{day} {MONTHS_ABBR[m - 1]} {y}",
        "dd-mm-yy": f"{day:02d}-{m:02d}-{y % 100:02d}",
        "Dth of Month": f"{ordinal(day)} of {MONTHS[m - 1]} {y}",
        "m/d/Y": f"{m}/{day}/{y}", "Month d, Y": f"{MONTHS[m - 1]} {day}, {y}",
        "Mon d Y": f"{MONTHS_ABBR[m - 1].upper()} {day:02d} {y}",
        "m-d-yy": f"{m:02d}-{day:02d}-{y % 100:02d}",
        "Month dth": f"{MONTHS[m - 1]} {ordinal(day)}", "Y/m/d": f"{y}/{m:02d}/{day:02d}",
        "Y-m-d": f"{y}-{m:02d}-{day:02d}", "kanji": f"{y}年{m}月{day}日",
        "Y.m.d": f"{y}.{m:02d}.{day:02d}",
        "Wdy, d Mon Y": f"{WEEKDAYS[d.weekday()][:3]}, {day} {MONTHS_ABBR[m - 1]} {y}",
        "Ymd": f"{y}{m:02d}{day:02d}", "Mon d": f"{MONTHS_ABBR[m - 1]} {day}",
    }[style]


class Text(Writer):
    """A style-Z text about one subject; ``s_*`` methods are its template slots."""

    def __init__(self, seed: int, subject: Subject, rng: random.Random):
        super().__init__(rng)
        self.pools = build_world(seed)
        self.subject = subject
        self.country = subject.address.country
        self.other, self.other2 = rng.sample(self.pools.people, 2)
        self.company = rng.choice(self.pools.companies)
        adult = subject.dob.year + 18   # texts about the subject date from their adulthood
        self.day = dt.date(rng.randint(max(2003, adult), max(2033, adult + 4)), 1, 1) \
            + dt.timedelta(days=rng.randint(0, 364))
        self.house_date = rng.choice(DATE_STYLES[self.country.date_order])
        word = "".join(c for c in ascii_fold(self.company).lower()
                       if c.isascii() and c.isalnum())[:14] or "mail"
        self.domain = word + rng.choice((".com", ".co.uk", ".de", ".nl", ".jp", ".io", ".gh",
                                         ".ph", ".ch", ".pl", ".net"))
        self.ref = shape(rng, rng.choice(("##########", "%%-######", "#%%#####", "###-####-###",
                                          "%######", "Z#######-##")))
        self.lower_names = False
        self.child = rng.choice(self.pools.people)
        self.kid_age = rng.randint(5, 17)
        self.career = self.subject.dob.year + rng.randint(17, 24)   # the CV's running year
        self.upper_doc = False

    # -- names -------------------------------------------------------------------------
    def _say(self, text: str, type_: str = "PATIENT") -> None:
        self.phi(text.lower() if self.lower_names else text, type_)

    def _full(self, w: Who) -> str:
        if w.family_first and self.rng.random() < 0.5:
            return f"{w.last.upper() if self.rng.random() < 0.5 else w.last} {w.first}"
        return f"{w.first} {w.last}"

    def s_name(self):
        w, r = self.subject.who, self.rng.random()
        self._say(self._full(w) if r < 0.45 else w.first if r < 0.7 else
                  f"{w.first[0]}. {w.last}" if r < 0.8 else f"{w.last}, {w.first}" if r < 0.9
                  else f"{w.first} {w.last}".upper())

    def s_full(self): self._say(self._full(self.subject.who))
    def s_first(self): self._say(self.subject.who.first)
    def s_last(self): self._say(self.subject.who.last)

    def s_nick(self):
        first = self.subject.who.first
        name = NICKNAMES.get(first, first.split("-")[0] if self.rng.random() < 0.3 else first)
        self.phi(name.lower() if self.rng.random() < 0.35 else name, "PATIENT")

    def s_formal(self):
        w = self.subject.who
        british = self.rng.random() < 0.6
        self.lit(("Mr " if w.sex == "M" else self.rng.choice(("Ms ", "Mrs "))) if british
                 else ("Mr. " if w.sex == "M" else "Ms. "))
        self._say(w.last if self.rng.random() < 0.6 else f"{w.first} {w.last}")

    def s_pax(self):   # airline passenger form: NAKAMURA/NAOTO MR
        w = self.subject.who
        self.phi(f"{ascii_fold(w.last).upper().replace(' ', '')}/{ascii_fold(w.first).upper()}",
                 "PATIENT")
        self.lit(" MR" if w.sex == "M" else " MS")

    def _person(self, w: Who, type_: str = "PATIENT") -> None:
        r = self.rng.random()
        self._say(self._full(w) if r < 0.55 else w.first if r < 0.8 else f"{w.first} {w.last[0]}.",
                  type_)

    def s_other(self): self._person(self.other)
    def s_other_full(self): self._say(f"{self.other.first} {self.other.last}")
    def s_other_first(self): self._say(self.other.first)
    def s_other2(self): self._person(self.other2)
    def s_other2_first(self): self._say(self.other2.first)
    def s_other2_full(self): self._say(f"{self.other2.first} {self.other2.last}")

    def s_cousin(self):
        self._say(f"{self.other2.first} {self.subject.who.last}")

    def s_child(self):
        """A child of the subject: another first name, the subject's family name."""
        self._say(f"{self.child.first} {self.subject.who.last}" if self.rng.random() < 0.7
                  else self.child.first)

    def s_friend(self): self._person(self.subject.friend)

    def s_doctor(self):
        self.lit("Dr ")
        w = self.other2
        self.phi(w.last if self.rng.random() < 0.5 else f"{w.first} {w.last}", "DOCTOR")

    def s_kin(self):
        """'his daughter Ama' (a relative; children and spouses share the family name)."""
        kin = self.subject.relatives
        self.kin_seen = getattr(self, "kin_seen", -1) + 1
        relation, w = kin[self.kin_seen % len(kin)]
        own = self.subject.who.sex == "M"
        self.lit(("his " if own else "her ") + relation + " ")
        last = self.subject.who.last if relation in SURNAMED else w.last
        self._say(w.first if self.rng.random() < 0.5 else f"{w.first} {last}")

    def s_kin_name(self):
        """'partner Ama' (a relative named to the subject)."""
        relation, w = self.rng.choice(self.subject.relatives)
        self.lit(relation + " ")
        self._say(w.first)

    def s_stamp(self): self.phi(fmt_date(self.day, self.house_date), "DATE")

    def s_handle(self):
        self.lit("@" if self.rng.random() < 0.7 else "")
        self.phi(self.subject.handle, "USERNAME")

    def s_login(self): self.phi(self.subject.handle, "USERNAME")

    def s_other_handle(self):
        w = self.other
        self.lit("@")
        name = "".join(c for c in ascii_fold(w.first).lower() if c.isascii() and c.isalnum())
        self.phi(f"{name or 'anon'}_{self.subject.number % 83}", "USERNAME")

    # -- contact -----------------------------------------------------------------------
    def s_email(self): self.phi(self.subject.email, "EMAIL")

    def s_other_email(self):
        w = self.other
        user = "".join(c for c in ascii_fold(f"{w.first[0]}{w.last}").lower()
                       if c.isascii() and c.isalnum())
        self.phi(f"{user if len(user) > 2 else 'office'}@{self.domain}", "EMAIL")

    def s_desk_email(self):
        self.phi(f"{self.rng.choice(('help', 'billing', 'hr', 'claims', 'noreply'))}@{self.domain}",
                 "EMAIL")

    def s_phone(self): self.phi(self.subject.phone, "PHONE")
    def s_other_phone(self):
        self.phi(shape(self.rng, self.rng.choice(self.country.phones)), "PHONE")
    def s_fax(self): self.phi(shape(self.rng, self.rng.choice(self.country.phones)), "FAX")

    def s_url(self):
        r = self.rng
        self.phi(r.choice((f"https://www.{self.domain}", f"{self.domain}/account",
                           f"https://{self.domain}/track?id={self.ref}",
                           f"http://portal.{self.domain}/login")), "URL")

    def s_profile(self):
        h = self.subject.handle
        self.phi(self.rng.choice((f"linkedin.com/in/{h.replace('_', '-').replace('.', '-')}",
                                  f"https://github.com/{h.replace('.', '')}",
                                  f"https://{h.replace('_', '').replace('.', '')}.blog")), "URL")

    def s_ip(self): self.phi(self.subject.ip, "IPADDR")
    def s_other_ip(self): self.phi(ip_of(self.rng), "IPADDR")

    # -- places ------------------------------------------------------------------------
    def s_addr(self):
        a, rng = self.subject.address, self.rng
        sep = rng.choice((", ", "\n"))
        self.phi(a.street, "STREET")
        if a.unit:
            self.lit(", " + a.unit)
        self.lit(sep)
        code = a.country.code
        if code in ("US", "PH") or (code == "JP" and rng.random() < 0.5):
            self.phi(a.city, "CITY")
            if a.region:
                self.lit(", ")
                self.phi(a.region, "STATE")
            self.lit(" ")
            self.phi(a.postcode, "ZIP")
        elif code in ("GB", "GH"):
            self.phi(a.city, "CITY")
            self.lit(sep)
            self.phi(a.postcode, "ZIP")
        else:
            self.phi(a.postcode, "ZIP")
            self.lit(" ")
            self.phi(a.city, "CITY")
            if a.region and rng.random() < 0.3:
                self.lit(sep)
                self.phi(a.region, "STATE")
        if rng.random() < 0.6:
            self.lit(sep)
            self.s_country()

    def s_street(self): self.phi(self.subject.address.street, "STREET")
    def s_city(self): self.phi(self.subject.address.city, "CITY")
    def s_zip(self): self.phi(self.subject.address.postcode, "ZIP")

    def s_region(self):
        a = self.subject.address
        self.phi(a.region or a.city, "STATE" if a.region else "CITY")

    def _country(self, name: str) -> None:
        if name.startswith("the "):   # the article stays outside the tag
            self.lit("the ")
            name = name[4:]
        self.phi(name, "COUNTRY")

    def s_country(self): self._country(self.rng.choice(self.country.names))

    def s_other_city(self):
        self.phi(self.rng.choice(self.rng.choice(COUNTRIES).places)[0], "CITY")

    def s_other_country(self):
        self._country(self.rng.choice(self.rng.choice(COUNTRIES).names))

    def s_landmark(self): self.phi(self.rng.choice(self.country.landmarks), "LOCATION-OTHER")

    # -- organizations, jobs -----------------------------------------------------------
    def s_company(self): self.phi(self.company, "ORGANIZATION")
    def s_any_company(self): self.phi(self.rng.choice(self.pools.companies), "ORGANIZATION")
    def s_employer(self): self.phi(self.subject.employer, "ORGANIZATION")
    def s_school(self): self.phi(self.subject.school, "ORGANIZATION")
    def s_job(self): self.phi(self.subject.job, "PROFESSION")
    def s_other_job(self): self.phi(self.rng.choice(JOBS), "PROFESSION")

    def s_hospital(self):
        self.phi(f"{self.subject.address.city} {self.rng.choice(CLINIC_KINDS)}", "HOSPITAL")

    def s_dept(self): self.phi(self.rng.choice(DEPARTMENTS), "DEPARTMENT")

    # -- dates and ages ----------------------------------------------------------------
    def _date(self, d: dt.date) -> None:
        style = self.house_date if self.rng.random() < 0.7 else self.rng.choice(ANY_DATE)
        self.phi(fmt_date(d, style), "DATE")

    def s_date(self): self._date(self.day)
    def s_iso(self): self.phi(fmt_date(self.day, "Y-m-d"), "DATE")

    def s_clock(self):
        h, m, s = self.rng.randint(0, 23), self.rng.randint(0, 59), self.rng.randint(0, 59)
        self.lit(f"{h:02d}:{m:02d}:{s:02d}")

    def s_later(self): self._date(self.day + dt.timedelta(days=self.rng.randint(2, 75)))
    def s_earlier(self): self._date(self.day - dt.timedelta(days=self.rng.randint(2, 400)))
    def s_dob(self): self._date(self.subject.dob)
    def s_year(self): self.phi(str(self.day.year - self.rng.randint(1, 12)), "DATE")
    def s_this_year(self): self.phi(str(self.day.year), "DATE")
    def s_birth_year(self): self.phi(str(self.subject.dob.year), "DATE")
    def s_weekday(self): self.phi(WEEKDAYS[self.day.weekday()], "DATE")

    def s_month_year(self):
        d = self.day - dt.timedelta(days=self.rng.randint(30, 3000))
        self.phi(self.rng.choice((f"{MONTHS_ABBR[d.month - 1]} {d.year}", f"{d.month:02d}/{d.year}",
                                  f"{MONTHS[d.month - 1]} {d.year}")), "DATE")

    def s_age(self):
        self.phi(str(max(1, self.day.year - self.subject.dob.year - 1)), "AGE")

    def s_kid_age(self): self.phi(str(self.kid_age), "AGE")

    def s_kid_dob(self):
        born = self.day.replace(year=self.day.year - self.kid_age - 1, day=1) \
            + dt.timedelta(days=self.rng.randint(0, 27))
        self._date(born)

    def s_since(self):
        self.phi(f"{MONTHS_ABBR[self.rng.randrange(12)]} {self.career}", "DATE")

    def s_grad_year(self): self.phi(str(self.career), "DATE")

    def s_spell(self):
        """'Mar 2009 – Jun 2012': one job of a CV, after the previous one."""
        start = dt.date(self.career, self.rng.randint(1, 12), 1)
        self.career += self.rng.randint(1, 5)
        end = dt.date(self.career, self.rng.randint(1, 12), 1)
        form = self.rng.choice(("{mon} {y}", "{m:02d}/{y}", "{month} {y}"))
        for i, d in enumerate((start, end)):
            if i:
                self.lit(" – ")
            self.phi(form.format(mon=MONTHS_ABBR[d.month - 1], month=MONTHS[d.month - 1],
                                 m=d.month, y=d.year), "DATE")


    # -- identifiers -------------------------------------------------------------------
    def s_account(self): self.phi(self.subject.account, "ACCOUNT")
    def s_card(self): self.phi(shape(self.rng, "####"), "ACCOUNT")
    def s_nid(self): self.phi(self.subject.national_id, "SSN")
    def s_licence(self): self.phi(self.subject.licence, "LICENSE")
    def s_bar(self): self.phi(shape(self.rng, self.rng.choice(("######", "%%-#####"))), "LICENSE")
    def s_plate(self): self.phi(self.subject.plate, "VEHICLE")
    def s_vin(self): self.phi(shape(self.rng, "%%%%%%%%#%%######"), "VEHICLE")
    def s_device(self): self.phi(self.subject.device, "DEVICE")
    def s_other_device(self): self.phi(device_id(self.rng), "DEVICE")
    def s_ref(self): self.phi(self.ref, "IDNUM")

    def s_ref2(self):
        self.phi(shape(self.rng, self.rng.choice(("%%%%%%", "###-##########", "INV-####-####",
                                                  "C-#######", "#######/##"))), "IDNUM")

    def _id(self, forms: tuple[str, ...], type_: str) -> None:
        self.phi(shape(self.rng, self.rng.choice(forms)), type_)

    def s_passport(self): self._id(("%########", "%%#######", "#########"), "IDNUM")
    def s_member(self): self._id(("%#########", "##-#########-#", "%%%########"), "HEALTHPLAN")
    def s_mrn(self): self._id(("PN-######", "########", "%%#######"), "MEDICALRECORD")
    def s_dna(self): self.phi(shape(self.rng, "%#-%%#-##%%"), "BIOID")
    def s_vat(self):
        self._id(("GB### #### ##", "DE#########", "NL#########B##", "CHE-###.###.### MWST"),
                 "IDNUM")

    # -- look-alikes that are not PHI --------------------------------------------------
    def s_time(self):
        h, m = self.rng.randint(0, 23), self.rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 55))
        twelve = h % 12 or 12
        self.lit(self.rng.choice((f"{h:02d}:{m:02d}", f"{twelve}.{m:02d}{'am' if h < 12 else 'pm'}",
                                  f"{twelve}:{m:02d} {'AM' if h < 12 else 'PM'}")))

    def s_price(self):
        x = self.rng.randint(3, 2400) + self.rng.randint(0, 99) / 100
        amount = f"{x:,.2f}" if self.country.code not in ("DE", "NL", "ES", "GR", "PL") \
            else f"{x:,.2f}".replace(",", " ").replace(".", ",")
        self.lit(self.country.currency.format(x=amount))

    def s_qty(self): self.lit(str(self.rng.randint(1, 12)))
    def s_product(self): self.lit(self.rng.choice(PRODUCTS))

    def s_version(self):
        r = self.rng
        self.lit(r.choice((f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
                           f"v{r.randint(2, 15)}.{r.randint(0, 9)}",
                           f"build {r.randint(1000, 9999)}")))

    def s_flight(self):
        self.lit(f"{self.rng.choice(('KL', 'LH', 'NH', 'SQ', 'PR', 'BA', 'AS', 'LO', 'A3', 'VY'))} "
                 f"{self.rng.randint(10, 1999)}")

    def s_n(self): self.lit(str(self.rng.randint(2, 9)))

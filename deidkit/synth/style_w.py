"""Style W: general-domain text with personal data, HELD OUT (no recipe trains on it), for
checking a model's leakage on text of registers and countries no other style writes.
Written BLIND: without looking at any model's results, the recognizers or the other styles'
texts. SMS and WhatsApp threads, voicemail transcripts, complaint letters and reviews,
tenancy agreements, bank and card statements, police incident reports (theft, lost
property, traffic), club and church newsletters, wedding and birth announcements, cover
letters, event, gym and library registrations, classified adverts, community-council
minutes, scholarship award letters, vehicle sale papers, utility bills and IT asset
e-mails, from Quebec and Ontario, Ireland, Kenya, Nigeria, India, Pakistan, Brazil, Mexico,
Argentina, Turkey, Egypt, Indonesia, Vietnam, Sweden, Italy, New Zealand and US states of
the east and south.

TYPE mapping: style Z's guideline (:mod:`deidkit.synth.style_z`), so both are scored
alike. Every private person (tenant, landlord, caller, member, bride, seller, witness,
councillor, referee) is PATIENT; physicians DOCTOR (rare); logins and @handles USERNAME
(the ``@`` outside the tag). Companies, schools,
banks, clubs, unions, councils, charities, police forces and other government bodies are
ORGANIZATION (HOSPITAL and DEPARTMENT only for care facilities); job titles PROFESSION;
parks, stations, churches, halls and venues LOCATION-OTHER; bank accounts, IBANs, card
digits and utility account numbers ACCOUNT; national ID and social-insurance numbers SSN;
driving licences LICENSE; plates and VINs VEHICLE; IMEIs, MAC addresses, serials, meter
numbers, asset tags and hostnames named after their user DEVICE; health-insurance numbers
HEALTHPLAN; a clinic's file number MEDICALRECORD; a forensic or DNA-kit sample barcode
BIOID; numbers given to a person or their transaction (order, invoice, booking, case,
policy, passport, membership, customer, student and receipt numbers) IDNUM. Every date
(also a bare year, a weekday, a month and year) is DATE; every age AGE; every URL, phone,
fax, e-mail and IP address.
Not PHI, and present as look-alikes: prices, times, quantities, meter readings, product
models, software versions, flight and bus numbers, percentages, product codes, lamp-post
numbers, hymn numbers, sports scores and unit or flat numbers (outside the STREET tag).
ROOM does not occur.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from functools import lru_cache

from deidkit.synth.pools import ascii_fold, faker_for, unique

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("sms_thread", 9), ("voicemail", 6), ("complaint_letter", 7), ("tenancy_agreement", 5),
    ("bank_statement", 6), ("police_report", 6), ("newsletter", 6), ("announcement", 5),
    ("cover_letter", 6), ("registration", 7), ("classified_ad", 6), ("council_minutes", 5),
    ("scholarship_letter", 5), ("vehicle_sale", 5), ("utility_bill", 6), ("it_inventory", 7),
)

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
LOCAL_MONTHS = {
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
           "septembre", "octobre", "novembre", "décembre"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
    "pt": ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
           "setembro", "outubro", "novembro", "dezembro"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"),
    "sv": ("januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti",
           "september", "oktober", "november", "december"),
    "tr": ("Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül",
           "Ekim", "Kasım", "Aralık"),
    "id": ("Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus",
           "September", "Oktober", "November", "Desember"),
}


@dataclass(frozen=True)
class Country:
    code: str
    names: tuple[str, ...]               # how texts name the country
    places: tuple[tuple[str, str], ...]  # (city, state / province / county)
    postcode: tuple[str, ...]            # '#' a digit, '%' a capital letter
    phones: tuple[str, ...]
    plates: tuple[str, ...]
    natid: tuple[str, str]               # (what it is called, shape)
    licence: str
    account: tuple[str, ...]
    healthplan: tuple[str, str]          # (what it is called, shape)
    streets: tuple[str, ...]
    street_form: str                     # '{n} {s}', '{s} {n}'...
    addr_form: str                       # the lines of an address, in the country's order
    venues: tuple[str, ...]              # LOCATION-OTHER
    orgs: tuple[str, ...]                # banks, utilities, councils, clubs, schools
    police: str
    mail: tuple[str, ...]
    money: str                           # '{x}' the amount
    dates: tuple[str, ...]               # date styles this country writes
    lang: str                            # month names of dates written out
    who: tuple[tuple[str, int], ...]     # name sources: (Faker locale or list key, weight)


def C(code, names, places, postcode, phones, plates, natid, licence, account, healthplan,
      streets, street_form, addr_form, venues, orgs, police, mail, money, dates, lang, who):
    return Country(code, names, places, postcode, phones, plates, natid, licence, account,
                   healthplan, streets, street_form, addr_form, venues, orgs, police, mail,
                   money, dates, lang, who)


DMY = ("dmy_slash", "dmy_slash", "d_month_y", "d_mon_y", "dmy_2", "wd_d_month", "iso")
COUNTRIES = (
    C("QC", ("Canada", "CANADA"),
      (("Montréal", "QC"), ("Laval", "Québec"), ("Sherbrooke", "QC"), ("Trois-Rivières", "QC"),
       ("Gatineau", "Québec"), ("Saguenay", "QC")),
      ("%#% #%#",), ("+1 514 ###-####", "(438) ###-####", "819-###-####", "450.###.####"),
      ("### %%%", "%## %%%"), ("NAS", "### ### ###"), "%####-######-##",
      ("#####-###-#######",), ("RAMQ", "%%%% #### ####"),
      ("rue Saint-Hubert", "boulevard René-Lévesque", "avenue du Parc", "rue Wellington",
       "chemin Sainte-Foy", "rue King Ouest", "boulevard Talbot"),
      "{n}, {s}", "{street}{unit}\n{city} ({region}) {zip}",
      ("parc La Fontaine", "le marché Jean-Talon", "station Berri-UQAM", "l'église Saint-Roch"),
      ("Caisse Desjardins du Plateau", "Hydro-Québec", "Vidéotron", "Ville de Laval",
       "Club de curling Sherbrooke", "Cégep de Sherbrooke", "Syndicat des cols bleus"),
      "Service de police de la Ville de Montréal", ("videotron.ca", "sympatico.ca"),
      "{x} $", ("iso", "iso", "d_month_y_loc", "dmy_slash", "wd_d_month"), "fr",
      (("fr_CA", 8), ("PUNJABI", 1), ("VIET", 1))),
    C("ON", ("Canada",),
      (("Hamilton", "ON"), ("Kingston", "Ontario"), ("Thunder Bay", "ON"), ("Guelph", "ON"),
       ("Sudbury", "Ontario"), ("Brampton", "ON")),
      ("%#% #%#",), ("+1 905 ###-####", "(647) ###-####", "613-###-####", "1-807-###-####"),
      ("%%%% ###",), ("SIN", "###-###-###"), "%####-#####-#####", ("#####-###-#######",),
      ("OHIP", "####-###-### %%"),
      ("King Street East", "Princess Street", "Queen Street West", "Barton St E",
       "Lakeshore Road", "Bramalea Road"),
      "{n} {s}", "{unit}{street}\n{city}, {region}  {zip}",
      ("Gage Park", "Union Station", "Fort Henry", "the Sleeping Giant lookout"),
      ("Hydro One", "Rogers", "City of Hamilton", "Kingston Frontenacs Booster Club",
       "Queen's University", "Meridian Credit Union", "Unifor Local 707"),
      "Hamilton Police Service", ("rogers.com", "bell.net"),
      "${x}", ("mdy_long", "iso", "dmy_slash", "mdy_slash", "wd_mdy"), "en",
      (("PUNJABI", 3), ("fr_CA", 1), ("en_NZ", 1), ("tr_TR", 1), ("VIET", 1))),
    C("IE", ("Ireland", "Éire", "Republic of Ireland"),
      (("Ballincollig", "Co. Cork"), ("Galway", "Co. Galway"), ("Navan", "Co. Meath"),
       ("Letterkenny", "Co. Donegal"), ("Ennis", "Co. Clare"), ("Tralee", "Co. Kerry")),
      ("%## %#%#", "%## %%##"), ("+353 8# ### ####", "08# ### ####", "(091) ### ###",
                                 "+353 (0)65 ### ####"),
      ("##-%-####", "###-%%-###", "##-%%-#####"), ("PPSN", "#######%%"), "###########",
      ("IE## %%%% ###### ########",), ("VHI", "#########"),
      ("Bóthar na Trá", "Main Street", "Mill Road", "Fairgreen Road", "Abbeyfeale Road"),
      "{n} {s}", "{street}{unit}\n{city}\n{region}\n{zip}",
      ("Salthill Prom", "Ceannt Station", "St. Mel's Cathedral", "the Hill of Tara"),
      ("AIB", "Bank of Ireland", "Electric Ireland", "Cork County Council", "Ballincollig GAA",
       "Galway Rowing Club", "ATU Galway", "SIPTU"),
      "An Garda Síochána", ("eircom.net", "gmail.com"), "€{x}",
      ("dmy_slash", "d_ord_month_y", "d_mon_y", "dmy_2", "wd_d_month"), "en",
      (("ga_IE", 7), ("NIGERIAN", 1), ("PUNJABI", 1))),
    C("KE", ("Kenya",),
      (("Nairobi", "Nairobi County"), ("Nakuru", "Nakuru County"), ("Kisumu", "Kisumu County"),
       ("Eldoret", "Uasin Gishu"), ("Thika", "Kiambu County"), ("Mombasa", "Mombasa County")),
      ("#####",), ("+254 7## ######", "07## ### ###", "0722 ######", "+254 20 #######"),
      ("K%% ###%",), ("ID No.", "########"), "%%%######", ("01#########", "11########"),
      ("NHIF", "#########"),
      ("Ngong Road", "Moi Avenue", "Kenyatta Avenue", "Oginga Odinga Street",
       "Uhuru Highway", "Thika Road"),
      "{s}", "P.O. Box {box}-{zip}\n{city}",
      ("Uhuru Park", "Kenyatta International Convention Centre", "Dunga Beach",
       "All Saints Cathedral"),
      ("Equity Bank", "Kenya Power", "Safaricom", "Nakuru County Government",
       "Kisumu Boda Boda Sacco", "Strathmore University", "KNUT"),
      "National Police Service", ("yahoo.com", "gmail.com"), "KSh {x}",
      ("dmy_slash", "d_ord_month_y", "d_mon_y", "dmy_dot"), "en",
      (("en_KE", 6), ("sw", 4))),
    C("NG", ("Nigeria",),
      (("Lagos", "Lagos State"), ("Enugu", "Enugu State"), ("Kano", "Kano State"),
       ("Ibadan", "Oyo State"), ("Abuja", "FCT"), ("Owerri", "Imo State")),
      ("######",), ("+234 80# ### ####", "0803 ### ####", "0706-###-####", "+234 9 ### ####"),
      ("%%%-###%%", "%%-###-%%%"), ("NIN", "###########"), "%%%#####%%##",
      ("##########",), ("NHIS", "####-####-####"),
      ("Adeola Odeku Street", "Ogui Road", "Zoo Road", "Ring Road", "Wetheral Road",
       "Aminu Kano Crescent"),
      "{n} {s}", "{street}{unit}, {city}\n{region}",
      ("Tafawa Balewa Square", "Millennium Park", "Agodi Gardens", "Eko Atlantic"),
      ("GTBank", "Access Bank", "Ikeja Electric", "MTN Nigeria", "Enugu Rangers Supporters Club",
       "University of Nigeria, Nsukka", "NUT Lagos Wing"),
      "Nigeria Police Force", ("yahoo.com", "gmail.com"), "₦{x}",
      ("dmy_slash", "d_ord_month_y", "d_mon_y", "dmy_dash"), "en",
      (("ig_NG", 4), ("ha_NG", 3), ("yo_NG", 3))),
    C("IN", ("India", "INDIA"),
      (("Bengaluru", "Karnataka"), ("Pune", "Maharashtra"), ("Ludhiana", "Punjab"),
       ("Kochi", "Kerala"), ("Jaipur", "Rajasthan"), ("Chandigarh", "Chandigarh")),
      ("######", "### ###"), ("+91 98### #####", "098## #####", "+91-80-#######", "0161-#######"),
      ("%%-##-%%-####", "%% ## %% ####"), ("Aadhaar", "#### #### ####"), "%%##-##########",
      ("#############", "##############"), ("PMJAY", "%%#########"),
      ("MG Road", "100 Feet Road", "Ferozepur Road", "MI Road", "Sector 17",
       "Koregaon Park Lane 5"),
      "{n}, {s}", "{unit}{street}\n{city} - {zip}\n{region}",
      ("Cubbon Park", "Rock Garden", "Marine Drive", "Hawa Mahal", "Gurudwara Dukh Niwaran"),
      ("State Bank of India", "HDFC Bank", "BESCOM", "Airtel", "Pune Municipal Corporation",
       "Ludhiana Cricket Association", "Christ University"),
      "Bengaluru City Police", ("rediffmail.com", "gmail.com"), "Rs. {x}",
      ("dmy_slash", "dmy_dash", "d_mon_y", "d_ord_month_y"), "en",
      (("PUNJABI", 3), ("KERALA", 3), ("MARATHI", 2))),
    C("PK", ("Pakistan",),
      (("Lahore", "Punjab"), ("Karachi", "Sindh"), ("Islamabad", "ICT"), ("Peshawar", "KP"),
       ("Faisalabad", "Punjab")),
      ("#####",), ("+92 3## #######", "03##-#######", "(042) 3#######", "051-#######"),
      ("%%%-####", "%%-##-####"), ("CNIC", "#####-#######-#"), "#####-#######-#",
      ("PK## %%%% #### #### #### ####",), ("Sehat Card", "#############"),
      ("Street 7, F-8/3", "Main Boulevard Gulberg", "Shahrah-e-Faisal", "University Road",
       "Canal Road"),
      "House {n}, {s}", "{street}{unit}\n{city} {zip}",
      ("Lahore Fort", "Faisal Mosque", "Clifton Beach", "Jinnah Park"),
      ("Habib Bank Limited", "Meezan Bank", "LESCO", "K-Electric", "Jazz",
       "Lahore Gymkhana", "LUMS", "Edhi Foundation"),
      "Punjab Police", ("hotmail.com", "gmail.com"), "Rs {x}",
      ("dmy_slash", "dmy_dash", "d_mon_y", "d_month_y"), "en",
      (("URDU", 6), ("en_PK", 2))),
    C("BR", ("Brasil", "Brazil"),
      (("Belo Horizonte", "MG"), ("Curitiba", "PR"), ("Recife", "PE"), ("Campinas", "SP"),
       ("Porto Alegre", "RS"), ("Salvador", "BA")),
      ("#####-###",), ("+55 11 9####-####", "(31) 9####-####", "(41) 3###-####", "81 9####-####"),
      ("%%%#%##", "%%%-####"), ("CPF", "###.###.###-##"), "###########",
      ("ag. #### c/c #####-#",), ("Cartão SUS", "### #### #### ####"),
      ("Rua da Bahia", "Avenida Paulista", "Rua XV de Novembro", "Rua do Bom Jesus",
       "Avenida Ipiranga", "Rua Chile"),
      "{s}, {n}", "{street}{unit}\n{city} - {region}\nCEP {zip}",
      ("Parque Barigui", "Praça da Liberdade", "Mercado Modelo", "Marco Zero"),
      ("Banco do Brasil", "Itaú Unibanco", "Cemig", "Copel", "Prefeitura de Curitiba",
       "Grêmio Recreativo Vila Madalena", "UFPE", "Sindicato dos Bancários"),
      "Polícia Civil", ("uol.com.br", "bol.com.br", "terra.com.br"), "R$ {x}",
      ("dmy_slash", "dmy_slash", "d_de_month_y", "dmy_2"), "pt",
      (("pt_BR", 2), ("ITALIAN_BR", 1))),
    C("MX", ("México", "Mexico"),
      (("Guadalajara", "Jalisco"), ("Monterrey", "N.L."), ("Puebla", "Puebla"),
       ("Mérida", "Yucatán"), ("Ciudad de México", "CDMX"), ("Oaxaca", "Oaxaca")),
      ("#####",), ("+52 55 #### ####", "33 #### ####", "(81) ####-####", "+52 1 999 ### ####"),
      ("%%%-###-%", "%%-##-###"), ("CURP", "%%%%######%%%%%%##"), "%##########",
      ("CLABE ### ### ########### #",), ("NSS", "## ## ## ####-#"),
      ("Av. Chapultepec", "Calle 60", "Av. Constitución", "Calle 5 de Mayo", "Av. Juárez"),
      "{s} {n}", "{street}{unit}, Col. Centro\nC.P. {zip}, {city}, {region}",
      ("Plaza de Armas", "el Zócalo", "Parque Fundidora", "Mercado Benito Juárez"),
      ("BBVA México", "Banorte", "CFE", "Telmex", "Ayuntamiento de Puebla",
       "Club Deportivo Chivas", "Tec de Monterrey", "SNTE Sección 22"),
      "Fiscalía General del Estado", ("prodigy.net.mx", "hotmail.com"), "${x} MXN",
      ("dmy_slash", "d_de_month_y", "dmy_dash"), "es",
      (("es_MX", 3), ("es_AR", 1))),
    C("AR", ("Argentina",),
      (("Córdoba", "Córdoba"), ("Rosario", "Santa Fe"), ("Mendoza", "Mendoza"),
       ("La Plata", "Buenos Aires"), ("Salta", "Salta")),
      ("%####%%%", "####"), ("+54 9 11 ####-####", "(0351) 15-###-####", "0341 4##-####"),
      ("%% ### %%", "%%% ###"), ("DNI", "##.###.###"), "########",
      ("CBU ######################",), ("PAMI", "############"),
      ("Av. Colón", "Bv. Oroño", "Calle San Martín", "Av. Arístides Villanueva"),
      "{s} {n}", "{street}{unit}\n{zip} {city}, {region}",
      ("Parque Sarmiento", "el Monumento a la Bandera", "Cerro San Bernardo"),
      ("Banco Nación", "EPEC", "Club Atlético Talleres", "Municipalidad de Rosario",
       "UNC"), "Policía de Córdoba", ("fibertel.com.ar", "yahoo.com.ar"), "$ {x}",
      ("dmy_slash", "d_de_month_y"), "es",
      (("es_AR", 3), ("ITALIAN_BR", 1))),
    C("TR", ("Türkiye", "Turkey"),
      (("İzmir", "İzmir"), ("Bursa", "Bursa"), ("Kadıköy", "İstanbul"), ("Eskişehir", "Eskişehir"),
       ("Trabzon", "Trabzon"), ("Antalya", "Antalya")),
      ("#####",), ("+90 5## ### ## ##", "0532 ### ## ##", "0(232) ### ## ##"),
      ("## %% ###", "## % ####"), ("TC Kimlik No", "###########"), "######",
      ("TR## #### #### #### #### #### ##",), ("SGK", "############"),
      ("Kıbrıs Şehitleri Caddesi", "Atatürk Bulvarı", "Bağdat Caddesi", "Cumhuriyet Sokak",
       "İnönü Caddesi"),
      "{s} No: {n}", "{street}{unit}\n{zip} {city}/{region}",
      ("Kordonboyu", "Moda Sahili", "Uludağ", "Sümela Manastırı"),
      ("Ziraat Bankası", "Garanti BBVA", "Gediz Elektrik", "Turkcell",
       "Karşıyaka Belediyesi", "Bursaspor Derneği", "Ege Üniversitesi"),
      "İzmir Emniyet Müdürlüğü", ("hotmail.com", "yandex.com.tr"), "{x} TL",
      ("dmy_dot", "dmy_dot", "d_month_y_loc", "dmy_slash"), "tr",
      (("tr_TR", 1),)),
    C("EG", ("Egypt", "EGYPT"),
      (("Cairo", "Cairo Governorate"), ("Giza", "Giza"), ("Alexandria", "Alexandria"),
       ("Mansoura", "Dakahlia"), ("Aswan", "Aswan")),
      ("#####",), ("+20 10# ### ####", "012########", "(02) 3### ####", "+20 3 #######"),
      ("%%% ###",), ("National ID", "##############"), "############",
      ("EG## #### #### #############",), ("UHI", "##########"),
      ("Tahrir Street", "26th of July Corridor", "El Horreya Road", "Gamal Abdel Nasser Street"),
      "{n} {s}", "{street}{unit}, Dokki\n{city} {zip}",
      ("Al-Azhar Park", "the Corniche", "Stanley Bridge", "Philae Temple"),
      ("Banque Misr", "CIB", "Vodafone Egypt", "Cairo Electricity Distribution",
       "Gezira Sporting Club", "Ain Shams University"),
      "Giza Security Directorate", ("yahoo.com", "hotmail.com"), "EGP {x}",
      ("dmy_slash", "d_mon_y", "dmy_dash"), "en",
      (("EGYPTIAN", 1),)),
    C("ID", ("Indonesia",),
      (("Jakarta Selatan", "DKI Jakarta"), ("Bandung", "Jawa Barat"), ("Surabaya", "Jawa Timur"),
       ("Yogyakarta", "DIY"), ("Medan", "Sumatera Utara"), ("Denpasar", "Bali")),
      ("#####",), ("+62 812-####-####", "0813 #### ####", "(021) ###-####", "+62 22 #######"),
      ("% #### %%", "%% #### %%%"), ("NIK", "################"), "############",
      ("###-##-######-#", "##########"), ("BPJS", "#############"),
      ("Jl. Sudirman", "Jl. Malioboro", "Jl. Dago", "Jl. Raya Kuta", "Jl. Tunjungan"),
      "{s} No. {n}", "{street}{unit}, RT 0{rt}/RW 0{rw}\n{city}, {region} {zip}",
      ("Taman Suropati", "Stasiun Gambir", "Alun-Alun Kidul", "Pantai Kuta", "Masjid Istiqlal"),
      ("Bank Mandiri", "BCA", "PLN", "Telkomsel", "Pemkot Bandung", "Persib Fans Club",
       "Universitas Gadjah Mada"),
      "Polda Metro Jaya", ("yahoo.co.id", "gmail.com"), "Rp {x}",
      ("d_month_y_loc", "dmy_slash", "dmy_dash"), "id",
      (("id_ID", 1),)),
    C("VN", ("Vietnam", "Việt Nam"),
      (("Hà Nội", "Hà Nội"), ("TP. Hồ Chí Minh", "TP.HCM"), ("Đà Nẵng", "Đà Nẵng"),
       ("Huế", "Thừa Thiên Huế"), ("Hải Phòng", "Hải Phòng"), ("Cần Thơ", "Cần Thơ")),
      ("######",), ("+84 9# ### ## ##", "09## ### ###", "(028) 3### ####", "+84 24 ####-####"),
      ("##%-###.##", "##%#-####"), ("CCCD", "############"), "############",
      ("##########", "####-###-######"), ("BHYT", "%%#####-##########"),
      ("Nguyễn Trãi", "Lê Lợi", "Trần Hưng Đạo", "Phố Huế", "Bạch Đằng", "Hai Bà Trưng"),
      "{n} {s}", "{street}{unit}, Phường {ward}\n{city}",
      ("Hồ Hoàn Kiếm", "chợ Bến Thành", "cầu Rồng", "Đại Nội"),
      ("Vietcombank", "Techcombank", "EVN HCMC", "Viettel", "UBND Quận 3",
       "Câu lạc bộ Cầu lông Hải Châu", "Đại học Bách khoa"),
      "Công an Quận 1", ("yahoo.com.vn", "gmail.com"), "{x} ₫",
      ("dmy_slash", "vn_long", "iso"), "en",
      (("VIET", 1),)),
    C("SE", ("Sweden", "Sverige"),
      (("Göteborg", "Västra Götaland"), ("Uppsala", "Uppsala län"), ("Malmö", "Skåne"),
       ("Umeå", "Västerbotten"), ("Linköping", "Östergötland"), ("Örebro", "Örebro län")),
      ("### ##",), ("+46 70-### ## ##", "073-### ## ##", "031-## ## ##", "+46 (0)18 ### ###"),
      ("%%% ###", "%%% ##%"), ("personnummer", "######-####"), "##########",
      ("SE## #### #### #### #### ####", "####-## ###"), ("FK", "######-####"),
      ("Storgatan", "Linnégatan", "Kungsgatan", "Drottninggatan", "Vasagatan"),
      "{s} {n}", "{street}{unit}\n{zip} {city}",
      ("Slottsskogen", "Liseberg", "Uppsala domkyrka", "Ribersborgsstranden"),
      ("Swedbank", "Handelsbanken", "Vattenfall", "Telia", "Göteborgs Stad", "IFK Umeå",
       "Uppsala universitet", "Kommunal"),
      "Polisen Region Väst", ("telia.com", "bredband.net"), "{x} kr",
      ("iso", "iso", "d_month_y_loc", "d_month"), "sv",
      (("sv_SE", 1),)),
    C("IT", ("Italy", "Italia"),
      (("Bologna", "BO"), ("Bari", "BA"), ("Torino", "TO"), ("Verona", "VR"), ("Lecce", "LE"),
       ("Trieste", "TS")),
      ("#####",), ("+39 3## ### ####", "347 ### ####", "051 ######", "+39 080 #######"),
      ("%% ###%%",), ("codice fiscale", "%%%%%%##%##%###%"), "%%#######%",
      ("IT## % ##### ##### ############",), ("tessera sanitaria", "########################"),
      ("Via dell'Indipendenza", "Corso Vittorio Emanuele II", "Via Sparano",
       "Via Mazzini", "Piazza Unità"),
      "{s} {n}", "{street}{unit}\n{zip} {city} ({region})",
      ("Piazza Maggiore", "l'Arena", "Parco del Valentino", "Porta Nuova"),
      ("Intesa Sanpaolo", "UniCredit", "Hera", "Enel Energia", "Comune di Bologna",
       "Circolo ARCI Benassi", "Università di Bari", "CGIL"),
      "Carabinieri", ("libero.it", "tiscali.it", "alice.it"), "€ {x}",
      ("dmy_slash", "d_month_y_loc", "dmy_dot"), "it",
      (("ITALIAN_BR", 1),)),
    C("NZ", ("New Zealand", "Aotearoa", "NZ"),
      (("Hamilton", "Waikato"), ("Dunedin", "Otago"), ("Napier", "Hawke's Bay"),
       ("Whangārei", "Northland"), ("Nelson", "Tasman"), ("Tauranga", "Bay of Plenty")),
      ("####",), ("+64 21 ### ####", "027 ### ####", "(03) ### ####", "+64 9 ### ####"),
      ("%%%###",), ("IRD", "###-###-###"), "%%######", ("##-####-#######-##",),
      ("Southern Cross", "########"),
      ("Tennyson Street", "Cameron Road", "Victoria Street", "George Street", "Bank Street"),
      "{n} {s}", "{unit}{street}\n{city} {zip}",
      ("the Octagon", "Hamilton Gardens", "Marine Parade", "Mount Maunganui"),
      ("Kiwibank", "ASB", "Mercury", "Spark", "Dunedin City Council", "Ōtepoti Rugby Club",
       "University of Otago", "E tū"),
      "New Zealand Police", ("xtra.co.nz", "slingshot.co.nz"), "${x}",
      ("dmy_slash", "d_month_y", "wd_d_month", "dmy_2"), "en",
      (("MAORI", 2), ("en_NZ", 1))),
    C("US", ("USA", "United States", "U.S.A."),
      (("Savannah", "GA"), ("Charleston", "SC"), ("Knoxville", "Tennessee"), ("Mobile", "AL"),
       ("Richmond", "VA"), ("Baton Rouge", "LA"), ("Asheville", "NC"), ("Jackson", "MS")),
      ("#####", "#####-####"), ("+1 912-555-0###", "(843) 555-01##", "865.555.01##"),
      ("%%% ####", "#%%%###"), ("SSN", "###-##-####"), "%###-###-##-###-#",
      ("#########",), ("Medicaid", "#########%%"),
      ("Abercorn St", "King Street", "Magnolia Ave", "Government St", "Broad St",
       "Haywood Rd"),
      "{n} {s}", "{street}{unit}\n{city}, {region} {zip}",
      ("Forsyth Park", "Waterfront Park", "World's Fair Park", "Mardi Gras Park"),
      ("Regions Bank", "Georgia Power", "Dominion Energy", "City of Charleston",
       "Chatham County Rotary Club", "Clemson University", "Habitat for Humanity"),
      "Savannah Police Department", ("bellsouth.net", "att.net"), "${x}",
      ("mdy_slash", "mdy_long", "wd_mdy", "mdy_2"), "en",
      (("VIET", 1), ("NIGERIAN", 1), ("es_MX", 1), ("PUNJABI", 1))),
)
BY_CODE = {c.code: c for c in COUNTRIES}

#: Names not in Faker, or better written by hand: (male, female, family).
LISTS = {
    "PUNJABI": (("Harpreet", "Gurpreet", "Jaskaran", "Manjit", "Amrit", "Baljinder", "Navdeep",
                 "Sukhwinder", "Ravneet", "Kulvir", "Parminder", "Taranjit"),
                ("Simran", "Harleen", "Manpreet", "Jasleen", "Navneet", "Rupinder", "Gurleen",
                 "Amandeep", "Kiranjot", "Sukhpreet", "Balvinder", "Prabhjot"),
                ("Sandhu", "Gill", "Dhillon", "Grewal", "Sidhu", "Brar", "Randhawa", "Bains",
                 "Cheema", "Aulakh", "Virk", "Kang")),
    "URDU": (("Zeeshan", "Usman", "Faizan", "Shahzaib", "Junaid", "Waqas", "Adeel", "Kamran",
              "Salman", "Hamza", "Ahsan", "Mudassar"),
             ("Ayesha", "Sana", "Mehwish", "Hira", "Iqra", "Fatima", "Rabia", "Nimra", "Saima",
              "Kiran", "Sadia", "Zainab"),
             ("Qureshi", "Chaudhry", "Butt", "Malik", "Siddiqui", "Rana", "Abbasi", "Awan",
              "Bhatti", "Niazi", "Shaikh", "Javed")),
    "EGYPTIAN": (("Mahmoud", "Mostafa", "Ahmed", "Sherif", "Tarek", "Hossam", "Amr", "Karim",
                  "Ayman", "Walid", "Ehab", "Hany"),
                 ("Nourhan", "Mai", "Yasmine", "Heba", "Dina", "Rana", "Shaimaa", "Aya",
                  "Mona", "Nesma", "Eman", "Ghada"),
                 ("El-Sayed", "Abdel-Rahman", "Fathy", "Hassan", "Mansour", "Shawky", "Fawzy",
                  "Soliman", "Ragab", "Gamal", "Zaki", "El-Masry")),
    "MAORI": (("Wiremu", "Tamati", "Rawiri", "Hemi", "Nikau", "Tane", "Manaia", "Ihaia"),
              ("Aroha", "Mereana", "Anahera", "Kiri", "Ngaire", "Huia", "Moana", "Ataahua"),
              ("Ngata", "Tamihana", "Parata", "Te Whata", "Walker", "Horomona", "Tipene",
               "Rangihuna", "Paewai", "Heke")),
    "KERALA": (("Sreejith", "Anoop", "Vineeth", "Jishnu", "Nithin", "Arjun", "Sajan", "Biju"),
               ("Aswathy", "Sreelakshmi", "Anjali", "Neethu", "Remya", "Divya", "Lekha", "Sini"),
               ("Menon", "Nair", "Pillai", "Kurup", "Varghese", "Panicker", "Namboothiri",
                "Kuriakose", "Thekkekara")),
    "MARATHI": (("Omkar", "Sachin", "Tejas", "Prathamesh", "Aniket", "Vaibhav"),
                ("Snehal", "Rutuja", "Ashwini", "Pallavi", "Mrunal", "Tejaswini"),
                ("Kulkarni", "Deshpande", "Patil", "Joshi", "Gokhale", "Jadhav", "Bhosale")),
    "NIGERIAN": (("Chukwuemeka", "Obinna", "Babatunde", "Ifeanyi", "Musa", "Tunde"),
                 ("Chiamaka", "Folake", "Ngozi", "Hauwa", "Adaeze", "Bukola"),
                 ("Okonkwo", "Adeyemi", "Eze", "Bello", "Nwachukwu", "Ogunleye")),
    "ITALIAN_BR": (("Gianluca", "Massimo", "Pierpaolo", "Vittorio", "Ettore", "Raffaele"),
                   ("Ornella", "Gianna", "Loredana", "Benedetta", "Ilaria", "Donatella"),
                   ("Zanetti", "Bonfiglio", "Capuzzo", "Mastrangelo", "Pellegrini", "Scarpa",
                    "Brambilla", "Lo Russo")),
}
VIET_GIVEN = (("Minh", "Tuấn", "Dũng", "Quang", "Khoa", "Phúc", "Huy", "Long", "Thắng"),
              ("Lan", "Hương", "Ngọc", "Thảo", "Trang", "Linh", "Mai", "Hằng", "Phương"))
VIET_FAMILY = ("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng",
               "Bùi", "Đỗ", "Hồ", "Ngô", "Dương")

JOBS = ("boda boda rider", "matatu conductor", "quantity surveyor", "call-centre agent",
        "dairy farmer", "tailor", "civil engineer", "primary school teacher", "welder",
        "sous-chef", "pharmacy technician", "software tester", "electrician", "tour guide",
        "customs broker", "dispatcher", "bank teller", "garage mechanic", "HR officer",
        "graphic designer", "lorry driver", "accounts assistant", "barista", "lab technician",
        "paralegal", "shop assistant", "site supervisor", "data analyst", "librarian",
        "church secretary", "hotel receptionist", "forklift operator", "agronomist")
#: Employers and shops of the countries whose Faker locale gives none (or none apt).
COMPANIES = {"QC": ("Boulangerie Saint-Viateur", "Déménagements Tremblay inc.", "Groupe Lavoie"),
             "ON": ("Stelco Hamilton Works", "Limestone Dental Group", "Northshore Outfitters"),
             "IE": ("Ó Briain Motors", "Kerrygold Dairies", "Atlantic Salmon Exports Ltd"),
             "NG": ("Dangote Cement", "Okafor & Sons Ltd", "Jumia Nigeria", "Konga"),
             "IN": ("Infosys", "Tata Motors", "Bharat Textiles Pvt Ltd", "Swiggy"),
             "PK": ("Engro Fertilizers", "Gul Ahmed Textiles", "Daraz", "Shan Foods"),
             "BR": ("Magazine Luiza", "Natura &Co", "Padaria Pão Dourado Ltda"),
             "AR": ("Mercado Libre", "Arcor", "Bodega Los Andes SRL"),
             "EG": ("Orascom Construction", "Juhayna Food Industries", "Nile Tours Co."),
             "IT": ("Ferramenta Bonetti s.r.l.", "Barilla", "Pasticceria Zanin"),
             "NZ": ("Fonterra", "Kiwi Motors Ltd", "Hamilton Hire Co."),
             "US": ("Piggly Wiggly", "Low Country Roofing LLC", "Magnolia Realty")}
SCHOOLS = {"QC": ("Cégep de Sherbrooke", "Université Laval"),
           "ON": ("Queen's University", "McMaster University"),
           "IE": ("ATU Galway", "University College Cork"),
           "KE": ("Strathmore University", "Moi University"),
           "NG": ("University of Nigeria, Nsukka", "Yaba College of Technology"),
           "IN": ("Christ University", "Punjab Agricultural University"),
           "PK": ("LUMS", "University of Peshawar"), "BR": ("UFPE", "PUC Minas"),
           "MX": ("Tec de Monterrey", "BUAP"), "AR": ("UNC", "Universidad Nacional de Rosario"),
           "TR": ("Ege Üniversitesi", "Uludağ Üniversitesi"),
           "EG": ("Ain Shams University", "Alexandria University"),
           "ID": ("Universitas Gadjah Mada", "ITB"),
           "VN": ("Đại học Bách khoa", "Đại học Huế"),
           "SE": ("Uppsala universitet", "Chalmers"), "IT": ("Università di Bari",
                                                             "Politecnico di Torino"),
           "NZ": ("University of Otago", "Waikato Institute of Technology"),
           "US": ("Clemson University", "Savannah College of Art and Design")}
CLINICS = ("Clinique dentaire", "Medical Centre", "Hospital", "Family Health Clinic",
           "Eye Hospital")
CLINIC_DEPTS = ("Dental Surgery", "Outpatients", "Physiotherapy", "Radiology", "Maternity Ward",
                "Eye Clinic", "Accident & Emergency")


@dataclass(frozen=True)
class Who:
    first: str
    last: str
    sex: str
    middle: str = ""            # Vietnamese 'Văn' / 'Thị', Brazilian second given names...
    family_first: bool = False  # Vietnamese: 'Nguyễn Văn Minh'

    @property
    def full(self) -> str:
        if self.family_first:
            return " ".join(p for p in (self.last, self.middle, self.first) if p)
        return f"{self.first} {self.last}"


def shape(rng: random.Random, form: str) -> str:
    """'%## %#%#' -> 'T12 X5Y8': '#' a digit, '%' a capital letter."""
    return "".join(str(rng.randrange(10)) if c == "#" else rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ")
                   if c == "%" else c for c in form)


@dataclass(frozen=True)
class World:
    people: dict            # country code -> tuple of Who
    companies: dict         # country code -> companies
    streets: dict           # country code -> streets


def _faker_people(locale: str, n: int, seed: int, rng: random.Random) -> list[Who]:
    fake = faker_for(locale, seed)
    out = []
    for _ in range(n):
        sex = rng.choice("MF")
        first = fake.first_name_male() if sex == "M" else fake.first_name_female()
        last = fake.last_name()
        if locale in ("tr_TR", "sv_SE", "ga_IE") and rng.random() < 0.4:
            first, last = ascii_fold(first), ascii_fold(last)   # keyboards without the letters
        out.append(Who(first, last, sex))
    return out


def _list_people(key: str, n: int, rng: random.Random) -> list[Who]:
    if key == "VIET":
        out = []
        for _ in range(n):
            sex = rng.choice("MF")
            middle = rng.choice(("Văn", "Đức", "Minh", "") if sex == "M"
                                else ("Thị", "Thị", "Ngọc", ""))
            w = Who(rng.choice(VIET_GIVEN[sex == "F"]), rng.choice(VIET_FAMILY), sex, middle,
                    True)
            if rng.random() < 0.35:
                w = Who(ascii_fold(w.first), ascii_fold(w.last), sex, ascii_fold(middle), True)
            out.append(w)
        return out
    male, female, family = LISTS[key]
    out = []
    for _ in range(n):
        sex = rng.choice("MF")
        first = rng.choice(male if sex == "M" else female)
        last = rng.choice(family)
        if key == "PUNJABI" and rng.random() < 0.3:
            last = "Singh" if sex == "M" else "Kaur"
        out.append(Who(first, last, sex))
    return out


@lru_cache(maxsize=8)
def build_world(seed: int) -> World:
    rng = random.Random(f"deidkit-synth/{seed}/W/world")
    people: dict[str, tuple[Who, ...]] = {}
    for i, c in enumerate(COUNTRIES):
        pool: list[Who] = []
        for j, (source, weight) in enumerate(c.who):
            n = 60 * weight // max(1, sum(w for _, w in c.who) // 3)
            if source in LISTS or source == "VIET":
                pool += _list_people(source, max(n, 20), rng)
            else:
                pool += _faker_people(source, max(n, 20), seed * 7919 + 31 * i + j, rng)
        people[c.code] = tuple(dict.fromkeys(pool))
    companies = {code: list(names) for code, names in COMPANIES.items()}
    for k, (code, locale) in enumerate((("TR", "tr_TR"), ("SE", "sv_SE"), ("ID", "id_ID"),
                                         ("VN", "vi_VN"), ("MX", "es_MX"), ("KE", "en_KE"))):
        fake = faker_for(locale, seed * 7919 + 900 + k)
        companies[code] = [fake.company() for _ in range(8)]
    streets = {}
    for k, (code, locale) in enumerate((("SE", "sv_SE"), ("ID", "id_ID"),
                                         ("MX", "es_MX"), ("IT", "it_IT"))):
        fake = faker_for(locale, seed * 7919 + 950 + k)
        streets[code] = unique(list(BY_CODE[code].streets)
                               + [fake.street_name() for _ in range(25)])
    for c in COUNTRIES:
        streets.setdefault(c.code, c.streets)
    return World(people, {code: unique(names) for code, names in companies.items()}, streets)


@dataclass(frozen=True)
class Address:
    street: str
    unit: str        # outside the STREET tag
    city: str
    region: str
    zip: str
    country: Country


@dataclass
class Subject:
    """The person a text is about and what such texts reveal of them."""

    number: int
    who: Who
    country: Country
    dob: dt.date
    address: Address
    phone: str
    email: str
    handle: str
    employer: str
    job: str
    account: str
    card: str
    natid: str
    licence: str
    plate: str
    vin: str
    healthplan: str
    ip: str
    relatives: tuple[tuple[str, Who], ...]
    friend: Who
    kinds: tuple[str, ...]


def make_address(rng: random.Random, world: World, c: Country) -> Address:
    city, region = rng.choice(c.places)
    n = str(rng.choice((rng.randint(1, 99), rng.randint(1, 99), rng.randint(100, 4999))))
    street = c.street_form.format(n=n, s=rng.choice(world.streets[c.code]))
    unit = ""
    if rng.random() < 0.3:
        unit = rng.choice(("app. {k}", "Apt {k}", "Unit {k}", "Flat {k}", "D: {k}", "apto {k}",
                           "Int. {k}", "lgh {k}", "int. {k}")).format(k=rng.randint(1, 48))
    return Address(street, unit, city, region, shape(rng, rng.choice(c.postcode)), c)


def handle_of(rng: random.Random, who: Who, number: int) -> str:
    f = "".join(ch for ch in ascii_fold(who.first).lower() if ch.isalnum()) or "user"
    la = "".join(ch for ch in ascii_fold(who.last).lower() if ch.isalnum()) or "x"
    return rng.choice((f"{f}_{la}", f"{f}{la[:3]}{number % 97}", f"the.real.{f}",
                       f"{la}{f[:1]}", f"{f}{rng.randint(70, 99)}", f"{f[:4]}.{la[:4]}",
                       f"{f}__{rng.choice(('kenya', 'naija', 'qc', 'ist', 'kiwi', 'bh'))}"))


def ip_of(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return f"2{rng.randrange(0x400, 0xa0f):03x}:{rng.randrange(65536):x}:" \
               f"{rng.randrange(65536):x}::{rng.randrange(1, 65536):x}"
    return (f"{rng.choice((41, 105, 177, 197, 88, 31, 202, 154))}.{rng.randrange(256)}."
            f"{rng.randrange(256)}.{rng.randint(1, 254)}")


def vin(rng: random.Random) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


RELATIONS = (("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"), ("sister", "F"),
             ("brother", "M"), ("mum", "F"), ("dad", "M"), ("cousin", ""), ("fiancé", "M"),
             ("fiancée", "F"))


def pick(rng: random.Random, world: World, c: Country, sex: str = "") -> Who:
    pool = world.people[c.code]
    for _ in range(20):
        w = rng.choice(pool)
        if not sex or w.sex == sex:
            return w
    return w


def visit_count(seed: int, number: int) -> int:
    rng = random.Random(f"deidkit-synth/{seed}/W/plan/{number}")
    return rng.choice((1, 1, 1, 2, 2, 3))


def build_person(seed: int, number: int) -> Subject:
    world = build_world(seed)
    rng = random.Random(f"deidkit-synth/{seed}/W/person/{number}")
    c = rng.choice(COUNTRIES)
    who = pick(rng, world, c)
    dob = dt.date(rng.randint(1941, 2007), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    handle = handle_of(rng, who, number)
    local = rng.choice((handle, f"{ascii_fold(who.first)}.{ascii_fold(who.last)}".lower(),
                        f"{ascii_fold(who.first)[:1]}{ascii_fold(who.last)}{dob.year % 100}"
                        .lower()))
    local = "".join(ch for ch in local if ch.isascii() and (ch.isalnum() or ch in "._")) \
        or handle
    domain = rng.choice(c.mail + ("gmail.com", "outlook.com", "yahoo.com"))
    relatives = []
    for rel, sex in rng.sample(RELATIONS, rng.randint(2, 4)):
        relatives.append((rel, pick(rng, world, c, sex)))
    kinds, weights = zip(*NOTE_TYPES)
    return Subject(
        number=number, who=who, country=c, dob=dob, address=make_address(rng, world, c),
        phone=shape(rng, rng.choice(c.phones)), email=f"{local}@{domain}", handle=handle,
        employer=rng.choice(world.companies[c.code] + c.orgs), job=rng.choice(JOBS),
        account=shape(rng, rng.choice(c.account)), card=shape(rng, "####"),
        natid=shape(rng, c.natid[1]), licence=shape(rng, c.licence),
        plate=shape(rng, rng.choice(c.plates)), vin=vin(rng),
        healthplan=shape(rng, c.healthplan[1]), ip=ip_of(rng),
        relatives=tuple(relatives), friend=pick(rng, world, c),
        kinds=tuple(rng.choices(kinds, weights)[0] for _ in range(visit_count(seed, number))))


# -- dates ------------------------------------------------------------------------------------
def _ord(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def format_date(d: dt.date, style: str, lang: str, rng: random.Random) -> str:
    """One date in ``style`` ('dmy_slash' 05/03/2024, 'iso', 'd_month_y_loc' 5 mars 2024...)."""
    m, wd = MONTHS[d.month - 1], WEEKDAYS[d.weekday()]
    loc = LOCAL_MONTHS.get(lang, MONTHS)
    if style == "dmy_slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}" if rng.random() < 0.7 \
            else f"{d.day}/{d.month}/{d.year}"
    if style == "dmy_2":
        return f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"
    if style == "dmy_dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dmy_dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "mdy_slash":
        return f"{d.month}/{d.day}/{d.year}"
    if style == "mdy_2":
        return f"{d.month}/{d.day}/{d.year % 100:02d}"
    if style == "mdy_long":
        return f"{m} {d.day}, {d.year}" if rng.random() < 0.7 else f"{m[:3]}. {d.day}, {d.year}"
    if style == "wd_mdy":
        return f"{wd}, {m} {d.day}, {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "d_month_y":
        return f"{d.day} {m} {d.year}"
    if style == "d_ord_month_y":
        return f"{_ord(d.day)} {m}{',' if rng.random() < 0.4 else ''} {d.year}"
    if style == "d_mon_y":
        return f"{d.day:02d}-{m[:3].upper()}-{d.year}" if rng.random() < 0.4 \
            else f"{d.day} {m[:3]} {d.year}"
    if style == "wd_d_month":
        return f"{wd[:3]} {d.day} {m[:3]}" if rng.random() < 0.5 else f"{wd} {d.day} {m}"
    if style == "d_month_y_loc":
        return f"{d.day} {loc[d.month - 1]} {d.year}"
    if style == "d_de_month_y":
        return f"{d.day} de {loc[d.month - 1]} de {d.year}"
    if style == "vn_long":
        return f"ngày {d.day} tháng {d.month} năm {d.year}"
    if style == "d_month":
        return f"{d.day} {loc[d.month - 1]}"
    if style == "month_y":
        return f"{m} {d.year}" if rng.random() < 0.7 else f"{m[:3]} '{d.year % 100:02d}"
    if style == "year":
        return str(d.year)
    if style == "weekday":
        return wd if rng.random() < 0.8 else wd[:3]
    raise ValueError(style)

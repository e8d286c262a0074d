"""Names of the communities of style T (:mod:`deidkit.synth.style_t`), written for this module
(no Faker: a held-out style shares no surrogate pool with the training styles).

Each community has (male given names, female given names, family names). Some communities
write more than one given name ('Ma. Cristina', 'Muhammad Asif', 'Jean-François'), some have
family names of several words ('Dela Cruz', 'van der Meulen', 'Abu Hamad'); Sikh names carry
Singh or Kaur, Kikuyu, Luo and Luhya people often a Christian name before their own, and
Filipinos a middle name (the mother's family name, written as an initial).
"""

from __future__ import annotations

NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    # -- Canada ---------------------------------------------------------------------------
    "first_nations": (
        ("Nimkii", "Makwa", "Waylon", "Keenan", "Dakota", "Kisik", "Mukwa", "Tehoronhiathe",
         "Wapun", "Ahanu", "Kanen", "Ogima", "Rowan", "Tecumseh", "Migizi"),
        ("Kateri", "Waseyabin", "Cheyenne", "Shaylene", "Kaia", "Nokomis", "Miigwan",
         "Kawennote", "Aiyana", "Winona", "Tiana", "Onawa", "Ziigwan", "Memengwaa"),
        ("Kakegamic", "Meekis", "Mamakwa", "Fiddler", "Sakanee", "Beardy", "Bighetty",
         "Okimaw", "Linklater", "Wabasse", "Kejick", "Nanawin", "Cardinal", "Moose",
         "Thunderchild", "Kiyoshk", "Ahenakew", "Diabo", "Montour", "Keeskitay", "Muskego")),
    "inuit": (
        ("Jaypeetee", "Pauloosie", "Joanasie", "Simeonie", "Iqaluk", "Tagak", "Pitseolak",
         "Lucassie", "Mosesie", "Qajaaq", "Jopee", "Peetanee"),
        ("Elisapee", "Leetia", "Ooleepeeka", "Maata", "Nuvalinga", "Uluriaq", "Kunuk",
         "Siasi", "Akinisie", "Pitsiulaaq", "Mialia", "Oopik"),
        ("Kusugak", "Aglukark", "Arnakak", "Nakashuk", "Qaunaq", "Anawak", "Ipeelie",
         "Kilabuk", "Akavak", "Pudlat", "Ashoona", "Ootova", "Qumuatuq", "Iqaqrialu",
         "Kunilusie", "Alainga")),
    "ukrainian": (
        ("Bohdan", "Taras", "Yaroslav", "Mykola", "Orest", "Dmytro", "Wasyl", "Stepan",
         "Ostap", "Volodymyr", "Myroslaw"),
        ("Oksana", "Halyna", "Olena", "Lesia", "Khrystyna", "Iryna", "Marusia", "Stefania",
         "Nadiya", "Zenovia", "Orysia"),
        ("Kowalchuk", "Hnatyshyn", "Boychuk", "Melnyk", "Sawchuk", "Kostiuk", "Fedoruk",
         "Yaremko", "Bilyk", "Zelisko", "Tkachuk", "Dmytryshyn", "Hrycyk", "Semeniuk",
         "Pidskalny")),
    "sikh": (
        ("Gurpreet", "Harjinder", "Manpreet", "Jaswinder", "Kulwant", "Balwinder",
         "Paramjit", "Sukhdev", "Navjot", "Amritpal", "Rajvir", "Jagdeep", "Karanveer",
         "Simranjit", "Gurbax"),
        ("Harpreet", "Manjit", "Rajwinder", "Gurleen", "Navneet", "Jasleen", "Sukhmani",
         "Parminder", "Amandeep", "Ravneet", "Kamaljeet", "Baljit", "Harleen", "Jasvir"),
        ("Dhillon", "Sandhu", "Gill", "Grewal", "Sidhu", "Brar", "Dhaliwal", "Sekhon", "Bains",
         "Toor", "Randhawa", "Johal", "Atwal", "Pannu", "Chahal", "Sahota", "Bhullar")),
    "quebecois": (
        ("Jean-François", "Marc-André", "Étienne", "Guillaume", "Sylvain", "Réjean", "Gaétan",
         "Normand", "Benoît", "Jean-Guy", "Yvon", "Pier-Luc", "Jérémie", "Ghislain",
         "Rosaire", "Mathis", "Éric-Olivier", "Clermont"),
        ("Marie-Ève", "Geneviève", "Nathalie", "Mélanie", "Chantal", "Josée", "Karine",
         "Véronique", "Émilie", "Marie-Claude", "Ginette", "Francine", "Jocelyne",
         "Andrée-Anne", "Rosalie", "Lucie-Anne", "Huguette", "Maryse"),
        ("Tremblay", "Gagnon", "Bouchard", "Côté", "Pelletier", "Bélanger", "Lévesque",
         "Bergeron", "Fortin", "Ouellet", "Lapointe", "Thibodeau", "Desjardins", "Poirier",
         "Paradis", "Villeneuve", "Cloutier", "Lachance", "Beaulieu", "Dufresne", "Théberge",
         "St-Pierre", "Gingras", "Dionne", "Larouche", "Simard", "Turcotte")),
    "maghrebi": (
        ("Mohamed-Amine", "Karim", "Yassine", "Rachid", "Mourad", "Nabil", "Hamza", "Sofiane",
         "Abdelkader", "Mehdi", "Redouane", "Khalid", "Anouar", "Said"),
        ("Nadia", "Samira", "Fatima-Zahra", "Khadija", "Naima", "Houda", "Siham", "Imane",
         "Souad", "Latifa", "Meriem", "Ouarda", "Hanane"),
        ("Benali", "Bouzid", "El Amrani", "Belkacem", "Cherkaoui", "Boukhari", "Ait Ahmed",
         "Mansouri", "Zerrouki", "El Idrissi", "Tahiri", "Bensaid", "Ouazzani", "Azzouz",
         "Bouhaddou", "Lahlou")),
    # -- the Philippines --------------------------------------------------------------------
    "filipino": (
        ("Rodel", "Jomar", "Arnel", "Rommel", "Jericho", "Mark Anthony", "John Paul", "Dindo",
         "Efren", "Reynaldo", "Bienvenido", "Danilo", "Jhun", "Romeo", "Ronnel", "Marlon",
         "Eduardo", "Nestor"),
        ("Rowena", "Marites", "Lorna", "Marivic", "Analyn", "Kristine Joy", "Mary Grace",
         "Rosalinda", "Lovely", "Jennylyn", "Maricel", "Cherry Ann", "Divina", "Rhodora",
         "Evangeline", "Marilou", "Jonalyn", "Lea Mae"),
        ("Macaraeg", "Dimaculangan", "Pangilinan", "Manalo", "Lumbao", "Dalisay", "Mangubat",
         "Sumalpong", "Tabuena", "Dimaano", "Lacsamana", "Mallari", "Panganiban", "Dizon",
         "Sicat", "Galang", "Maglaya", "Bagtas", "Catacutan", "Magbanua", "Tumbaga",
         "Bacolod", "Sumagaysay", "Dagohoy", "Malapitan")),
    "hispano_filipino": (
        ("Jose Ma.", "Juan Carlo", "Ramon", "Teodoro", "Alfredo", "Renato", "Crisanto",
         "Florencio", "Wenceslao", "Apolinario", "Rogelio", "Bonifacio"),
        ("Ma. Teresa", "Ma. Luisa", "Corazon", "Remedios", "Milagros", "Perpetua",
         "Luzviminda", "Consolacion", "Erlinda", "Rosario", "Ma. Cristina", "Felicidad"),
        ("Dela Cruz", "De Guzman", "Delos Santos", "Villanueva", "Santiago", "Mendoza",
         "Navarro", "Ocampo", "Del Rosario", "San Juan", "Soriano", "Evangelista",
         "Concepcion", "Buenaventura", "Dela Pena", "Villacorta", "Macatangay", "Esguerra")),
    "chinese_filipino": (
        ("Wilbert", "Kenneth", "Jaime", "Jonathan", "Wilson", "Ferdinand", "Harvey", "Johnlee"),
        ("Cheryl", "Mae", "Rachelle", "Janice", "Kimberly", "Stephanie", "Jocelyn", "Marjorie"),
        ("Tan", "Sy", "Uy", "Ong", "Chua", "Yap", "Tiu", "Dy", "Go", "Lim", "Tanco", "Yuchengco",
         "Ngo", "Co")),
    # -- Nigeria ----------------------------------------------------------------------------
    "yoruba": (
        ("Adebayo", "Oluwaseun", "Babatunde", "Olumide", "Adewale", "Oluwafemi", "Ayodeji",
         "Kehinde", "Olusegun", "Adeniyi", "Oladipupo", "Akinwale", "Gbenga", "Ademola",
         "Ifeoluwa", "Tunde", "Segun"),
        ("Folasade", "Oluwakemi", "Titilayo", "Adebimpe", "Omolara", "Yetunde", "Funmilayo",
         "Bukola", "Abimbola", "Modupe", "Adesola", "Olayinka", "Morenike", "Iyabo",
         "Toluwani", "Oyindamola", "Temitope"),
        ("Adeyemi", "Ogunleye", "Okunade", "Adebisi", "Olaniyan", "Akinola", "Oyelaran",
         "Ajayi", "Ogundipe", "Adeleke", "Olatunji", "Oyewole", "Afolabi", "Ilesanmi",
         "Ogunbiyi", "Oyekanmi", "Adegoke", "Akintola", "Odunsi", "Fagbemi")),
    "igbo": (
        ("Chinedu", "Emeka", "Obinna", "Ikechukwu", "Chukwuemeka", "Uchenna", "Nnamdi",
         "Kelechi", "Chidiebere", "Onyekachi", "Ifeanyi", "Tochukwu", "Ebuka", "Chibuzor"),
        ("Ngozi", "Chiamaka", "Adaeze", "Nkechi", "Ifeoma", "Chinwe", "Uchechi", "Obiageli",
         "Amarachi", "Chidinma", "Ogechi", "Nneka", "Ezinne", "Onyinyechi", "Ujunwa"),
        ("Okafor", "Nwosu", "Okonkwo", "Nwachukwu", "Ugwu", "Anyanwu", "Okeke", "Nnaji",
         "Iheanacho", "Okoro", "Nwankwo", "Onwuegbu", "Ezenwa", "Mbah", "Obiora", "Udeh",
         "Chukwuma", "Ekwueme")),
    "hausa": (
        ("Abubakar", "Aminu", "Bashir", "Sani", "Mustapha", "Kabiru", "Nasiru", "Auwal",
         "Murtala", "Habibu", "Garba", "Danladi", "Shehu", "Umaru"),
        ("Hauwa", "Zainab", "Hadiza", "Maryam", "Hafsat", "Rahma", "Balaraba", "Jummai",
         "Saadatu", "Binta", "Ladi", "Asabe", "Halima", "Fatima"),
        ("Bello", "Danjuma", "Yakubu", "Aliyu", "Lawan", "Idris", "Dikko", "Gwarzo", "Kurfi",
         "Dankano", "Bichi", "Tsoho", "Maikudi", "Jibrin", "Sarki", "Dantata")),
    # -- Kenya (Christian names come from KE_CHRISTIAN) --------------------------------------
    "kikuyu": (
        ("Kamau", "Mwangi", "Njoroge", "Kariuki", "Githinji", "Macharia", "Gitau", "Ndung'u",
         "Muriuki", "Kinyanjui", "Waweru", "Wachira", "Kimani"),
        ("Wanjiku", "Njeri", "Wambui", "Nyambura", "Wairimu", "Wangari", "Muthoni", "Njoki",
         "Wanjiru", "Waithera", "Gathoni", "Nduta"),
        ("Gichuru", "Kiarie", "Mugo", "Ngugi", "Wainaina", "Irungu", "Karanja", "Ndirangu",
         "Gachanja", "Kamau", "Mwangi", "Njoroge", "Kariuki", "Kinuthia", "Muchiri")),
    "luo": (
        ("Otieno", "Odhiambo", "Ochieng", "Omondi", "Onyango", "Owino", "Okoth", "Ouma",
         "Oduor", "Ogola", "Were"),
        ("Akinyi", "Atieno", "Adhiambo", "Achieng", "Awino", "Anyango", "Auma", "Akoth",
         "Apiyo", "Aoko"),
        ("Otieno", "Odhiambo", "Ochieng'", "Omondi", "Okello", "Oloo", "Owuor", "Obura",
         "Oyugi", "Ogutu", "Obonyo", "Ojwang", "Odera")),
    "kalenjin": (
        ("Kiprono", "Kipkemboi", "Kiplagat", "Kibet", "Kiprotich", "Kipchumba", "Kiptoo"),
        ("Chepkoech", "Jepkosgei", "Chelimo", "Jeruto", "Chebet", "Jepchirchir", "Cherono"),
        ("Rotich", "Langat", "Kirui", "Kosgei", "Koech", "Tanui", "Cheruiyot", "Kiprop",
         "Mutai", "Bett", "Biwott")),
    "luhya": (
        ("Wafula", "Wekesa", "Barasa", "Wanyama", "Simiyu", "Makokha", "Wanjala", "Shikuku"),
        ("Nafula", "Nekesa", "Naliaka", "Nasimiyu", "Nanjala", "Khavere", "Mmbone"),
        ("Wanyonyi", "Masinde", "Wamalwa", "Khaemba", "Namasaka", "Wekesa", "Barasa",
         "Simiyu", "Mukhwana", "Lusweti")),
    # -- Pakistan ---------------------------------------------------------------------------
    "punjabi": (
        ("Muhammad Asif", "Imran", "Tariq", "Zahid", "Shahid", "Waqas", "Bilal", "Kashif",
         "Adnan", "Naveed", "Irfan", "Sajid", "Rizwan", "Ghulam Abbas", "Muhammad Aslam",
         "Nadeem", "Ehtisham"),
        ("Nasreen", "Shazia", "Samina", "Rubina", "Sadia", "Bushra", "Nazia", "Farzana",
         "Iqra", "Mehwish", "Sobia", "Rukhsana", "Tahira", "Naila", "Amna"),
        ("Chaudhry", "Butt", "Cheema", "Gondal", "Warraich", "Bajwa", "Arain", "Awan", "Rana",
         "Gujjar", "Tarar", "Virk", "Sipra", "Dogar", "Khokhar", "Bhatti")),
    "sindhi": (
        ("Abdul Ghaffar", "Ghulam Mustafa", "Nisar Ahmed", "Ali Nawaz", "Sikandar",
         "Zulfiqar", "Shoukat", "Rasool Bux", "Allah Dino", "Imdad", "Qurban", "Mumtaz Ali"),
        ("Naseem", "Zubaida", "Sughra", "Shabana", "Hameeda", "Sakina", "Parveen",
         "Rasheeda", "Marvi", "Noor Jehan", "Zeenat"),
        ("Soomro", "Memon", "Jatoi", "Talpur", "Abro", "Mangi", "Lashari", "Chandio", "Channa",
         "Mahar", "Junejo", "Khoso", "Brohi", "Kalhoro", "Unar", "Dahri")),
    "pashto": (
        ("Gul Khan", "Noor Muhammad", "Fazal Rahim", "Shah Wali", "Sher Ali", "Rahmat Ullah",
         "Zar Muhammad", "Aimal", "Hidayat Ullah", "Bakht Zada", "Jehanzeb", "Israr"),
        ("Zarmina", "Palwasha", "Shagufta", "Nasima", "Hajira", "Laila", "Spogmai",
         "Gulalai", "Mahjabeen", "Shabnam", "Zarghuna"),
        ("Yousafzai", "Afridi", "Khattak", "Shinwari", "Durrani", "Mohmand", "Wazir",
         "Orakzai", "Bangash", "Marwat", "Kakar", "Tareen", "Achakzai", "Mahsud", "Khan")),
    # -- the Netherlands, Scandinavia ---------------------------------------------------------
    "dutch": (
        ("Jeroen", "Maarten", "Sjoerd", "Bram", "Joost", "Wouter", "Gerrit", "Thijs", "Ruud",
         "Kees", "Frits", "Teun", "Jan-Willem", "Hidde", "Rutger"),
        ("Marieke", "Femke", "Anouk", "Sanne", "Mieke", "Annelies", "Wilhelmina", "Geertje",
         "Lotte", "Fenna", "Marjolein", "Ilse", "Jikke", "Roos"),
        ("Oosterhuis", "Wijnands", "Postma", "Hoekstra", "Terpstra", "Zwart", "Koopmans",
         "Hulshof", "Vermeulen", "Brinkman", "van Tongeren", "Kleinjan", "Schimmel",
         "de Haan", "Veenstra", "van der Meulen", "de Wit", "Brouwer", "Dijkstra",
         "van Leeuwen", "Zijlstra", "ter Horst")),
    "swedish": (
        ("Björn", "Lennart", "Per-Olof", "Måns", "Sixten", "Torbjörn", "Göran", "Ulf",
         "Håkan", "Olle", "Mattias", "Linus", "Arvid"),
        ("Åsa", "Birgitta", "Ingela", "Kerstin", "Maj-Britt", "Linnéa", "Ebba", "Agneta",
         "Ylva", "Malin", "Gunilla", "Elsa", "Sigrid"),
        ("Lindqvist", "Bergström", "Sjöberg", "Nyström", "Åkesson", "Holmgren", "Lundgren",
         "Engström", "Wallin", "Hedlund", "Blomqvist", "Forsberg", "Söderberg", "Ekström",
         "Dahlgren")),
    "norwegian": (
        ("Øyvind", "Geir", "Terje", "Knut", "Ole-Petter", "Håvard", "Sindre", "Eirik",
         "Bjørnar", "Torstein", "Vegard", "Arild"),
        ("Solveig", "Ragnhild", "Kari", "Tone", "Hilde", "Randi", "Sigrun", "Guro", "Marit",
         "Ingvild", "Torill"),
        ("Haugen", "Bakken", "Solberg", "Strand", "Moen", "Berntsen", "Aasen", "Myhre",
         "Haugland", "Sætre", "Nygård", "Fjeld", "Rønning", "Tveit", "Skogen")),
    "danish": (
        ("Mads", "Rasmus", "Søren", "Jesper", "Torben", "Flemming", "Kasper", "Bent",
         "Preben", "Niels"),
        ("Mette", "Lone", "Dorthe", "Pernille", "Birthe", "Signe", "Trine", "Lærke", "Hanne",
         "Vibeke"),
        ("Sørensen", "Rasmussen", "Jørgensen", "Mortensen", "Thygesen", "Kjærgaard",
         "Østergaard", "Frandsen", "Bech", "Dalsgaard", "Lauritsen", "Skovgaard")),
    "sami": (
        ("Ánde", "Nils-Aslak", "Máhtte", "Issát", "Jovnna", "Áslak"),
        ("Máret", "Ristin", "Biret", "Elle", "Ánne", "Sunná"),
        ("Somby", "Gaup", "Eira", "Utsi", "Turi", "Balto", "Hætta", "Bongo")),
    "somali": (
        ("Abdirahman", "Hassan", "Abdiwali", "Osman", "Mahad", "Liban", "Guled", "Abdikarim",
         "Bashiir"),
        ("Hodan", "Sahra", "Ifrah", "Fadumo", "Ayaan", "Hibaaq", "Ubah", "Nimco", "Ikran"),
        ("Warsame", "Jama", "Hirsi", "Mohamud", "Egal", "Dirie", "Gedi", "Elmi", "Aden",
         "Farah")),
    # -- Israel -------------------------------------------------------------------------------
    "hebrew": (
        ("Avraham", "Eitan", "Noam", "Itai", "Oren", "Yaakov", "Moshe", "Shlomo", "Amit",
         "Gilad", "Uri", "Yonatan", "Doron", "Ilan", "Tzvi", "Elad"),
        ("Yael", "Noa", "Tamar", "Michal", "Shira", "Orly", "Ayelet", "Hadas", "Rivka",
         "Efrat", "Dalia", "Tzipora", "Liat", "Neta", "Sigal", "Osnat"),
        ("Mizrahi", "Peretz", "Biton", "Dahan", "Ben-David", "Shapira", "Azoulay", "Golan",
         "Ohana", "Ben-Ami", "Ashkenazi", "Amsalem", "Vaknin", "Malka", "Elbaz", "Avitan",
         "Ben-Haim", "Levinson")),
    "arab_il": (
        ("Mahmoud", "Samer", "Wasim", "Nizar", "Fadi", "Rami", "Jamal", "Khaled", "Hussam",
         "Anas", "Bassam", "Majd"),
        ("Rana", "Nour", "Maysa", "Samah", "Rasha", "Ruba", "Abeer", "Haneen", "Amal", "Suha",
         "Wafa", "Duaa", "Manar"),
        ("Jabareen", "Khoury", "Abu Hamad", "Masarwa", "Zoabi", "Mahajna", "Taha", "Haj Yahya",
         "Abu Ras", "Khatib", "Sabbah", "Darawshe", "Igbaria", "Bishara", "Abu Ahmad")),
}

#: Christian names Kenyans write before their own ('Wilfred Kamau Mugo').
KE_CHRISTIAN = (("Wilfred", "Cyrus", "Elijah", "Zachariah", "Josphat", "Caleb", "Hezron",
                 "Fredrick", "Kennedy", "Benson", "Erastus", "Nahashon"),
                ("Gladys", "Purity", "Lilian", "Beatrice", "Everlyne", "Winnie", "Caroline",
                 "Mercy", "Faith", "Esther", "Jacinta", "Tabitha"))

#: Filipino nicknames ('Bong', 'Inday') by sex.
PH_NICKS = (("Bong", "Jun", "Dodong", "Toto", "Jojo", "Boyet", "Totoy", "Nonoy"),
            ("Inday", "Neneng", "Bebeng", "Pinky", "Baby", "Tata", "Lenlen", "Jing"))

#: Yoruba and Igbo short forms ('Tunde' for Babatunde).
NG_SHORT = {"Babatunde": "Tunde", "Oluwaseun": "Seun", "Oluwafemi": "Femi",
            "Olusegun": "Segun", "Oluwakemi": "Kemi", "Folasade": "Sade",
            "Funmilayo": "Funmi", "Chukwuemeka": "Emeka", "Ikechukwu": "Ike",
            "Chiamaka": "Amaka", "Obiageli": "Obi", "Ifeoluwa": "Ife"}

#: Where communities live: region -> ((community, weight), ...).
ORIGINS = {
    "CA": (("first_nations", 26), ("inuit", 9), ("ukrainian", 13), ("sikh", 20),
           ("filipino", 10), ("igbo", 4), ("yoruba", 4), ("somali", 4), ("kikuyu", 3)),
    "QC": (("quebecois", 62), ("maghrebi", 16), ("first_nations", 10), ("filipino", 5),
           ("hebrew", 3)),
    "PH": (("filipino", 50), ("hispano_filipino", 34), ("chinese_filipino", 16)),
    "NG": (("yoruba", 36), ("igbo", 36), ("hausa", 28)),
    "KE": (("kikuyu", 36), ("luo", 30), ("kalenjin", 16), ("luhya", 18), ("somali", 4)),
    "PK": (("punjabi", 44), ("sindhi", 26), ("pashto", 30)),
    "NL": (("dutch", 70), ("maghrebi", 16), ("filipino", 3), ("somali", 4), ("hebrew", 2)),
    "SC": (("swedish", 30), ("norwegian", 28), ("danish", 22), ("sami", 6), ("somali", 8),
           ("punjabi", 6)),
    "IL": (("hebrew", 60), ("arab_il", 34), ("filipino", 3), ("dutch", 3)),
}

#: Staff of each region's hospitals: the local communities and a few others.
STAFF_ORIGINS = {
    "CA": (("ukrainian", 14), ("sikh", 18), ("filipino", 16), ("quebecois", 8),
           ("first_nations", 8), ("yoruba", 8), ("igbo", 6), ("hebrew", 4), ("dutch", 4),
           ("pashto", 4), ("maghrebi", 4)),
    "QC": (("quebecois", 70), ("maghrebi", 16), ("hebrew", 4), ("filipino", 4)),
    "PH": (("filipino", 44), ("hispano_filipino", 40), ("chinese_filipino", 16)),
    "NG": (("yoruba", 36), ("igbo", 36), ("hausa", 28)),
    "KE": (("kikuyu", 36), ("luo", 28), ("kalenjin", 16), ("luhya", 16), ("somali", 4)),
    "PK": (("punjabi", 50), ("sindhi", 24), ("pashto", 26)),
    "NL": (("dutch", 76), ("maghrebi", 12), ("hebrew", 4), ("swedish", 4), ("igbo", 4)),
    "SE": (("swedish", 76), ("norwegian", 6), ("danish", 4), ("somali", 6), ("dutch", 4),
           ("punjabi", 4)),
    "NO": (("norwegian", 74), ("swedish", 8), ("danish", 4), ("sami", 4), ("somali", 4),
           ("punjabi", 6)),
    "DK": (("danish", 78), ("swedish", 6), ("norwegian", 4), ("somali", 4), ("hebrew", 2),
           ("dutch", 6)),
    "IL": (("hebrew", 64), ("arab_il", 32), ("ukrainian", 4)),
}

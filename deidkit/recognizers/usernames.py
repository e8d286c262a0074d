"""Finding user names (TYPE ``USERNAME``): a person's log-in in a record system, where a
cue announces one ("Username: jsmith4", "user ID = KOW22", "logged in as m.okafor"). The
i2b2 2014 guidelines tag user names (category NAME); a log-in has no form of its own
("mbrown" is a word to a pattern), so one is recognized only after its cue:

* strong cues take the next word, with or without ":", "=" or "is" between: "username", "user
  name", "user ID", "userid", "login ID", "login name", "screen name", "logged in as",
  "logged on as", "signed in as";
* weak cues are also ordinary words in prose ("IV drug user", "login failed", "handle
  with care"), so they take a user name only with ":" or "=" between: "user", "login",
  "log-in", "logon", "handle".

The user name: one run of letters, digits and inner ".", "_", "-", 2 to 32 characters,
with a letter; never a word that follows such cues in prose ("user name unknown", "login
ID: n/a", "username required"). A leading "@" of a handle stays outside.
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.patterns import SP, starts_of, word_start, words

_STRONG_CUES = ("username", "user name", "user-name", "user id", "user-id", "userid",
                "login id", "login name", "log-in id", "screen name", "logged in as",
                "logged on as", "signed in as",
                # ``words`` spells each cue in three casings; "ID" is written in capitals
                "user ID", "User ID", "userID", "UserID", "user-ID", "login ID", "Login ID")
_WEAK_CUES = ("user", "login", "log-in", "logon", "handle")
_VALUE = r"@?(?P<name>[A-Za-z0-9](?:[A-Za-z0-9]|[._-](?=[A-Za-z0-9])){1,31})(?![\w@]|[.-]\w)"
_STRONG = re.compile(rf"{words(_STRONG_CUES)}(?![\w-]){SP}*(?:[:=#]{SP}*|{words(['is', 'was'])}"
                     rf"{SP}+)?" + _VALUE)
_WEAK = re.compile(rf"{words(_WEAK_CUES)}(?![\w-]){SP}*[:=]{SP}*" + _VALUE)
_FIRST_WORDS = frozenset(c.split()[0].split("-")[0] for c in _STRONG_CUES + _WEAK_CUES)
#: Words that follow a cue in prose, not user names.
_NOT_NAMES = frozenset(
    "a an the is was are were be been of to for in on at by from with and or not no none "
    "unknown na nil yes tbd pending required needed failed failure error errors issue "
    "issues problem problems attempt attempts page screen password passwords pw pin "
    "credentials details info information access account accounts locked disabled reset "
    "expired invalid name id ids as".split())


def find_usernames(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "USERNAME")`` of the user names a cue announces (the cue is not PHI)."""
    for pos in starts_of(text, _FIRST_WORDS):
        if not word_start(text, pos):
            continue
        m = _STRONG.match(text, pos) or _WEAK.match(text, pos)
        if m is None:
            continue
        name = m.group("name")
        if name.lower() in _NOT_NAMES or not any(c.isalpha() for c in name):
            continue
        yield m.start("name"), m.end("name"), "USERNAME"

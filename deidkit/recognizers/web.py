"""Finding e-mail addresses (``EMAIL``), web addresses (``URL``) and IP addresses
(``IPADDR``): PHI that is defined by its syntax alone.

* e-mail: ``local@domain.tld`` (the common subset of RFC 5322: no quoted local parts),
  except the mailboxes of a role rather than a person (RFC 2142's ``support@``,
  ``info@``, ``sales@``..., and ``noreply@``);
* URL: with a scheme (``https://...``, ``ftp://...``) or ``www.``, up to a space, trailing
  punctuation left out; a bare domain (``lnh.org/clinic``) only under a generic TLD (com,
  org, net, edu, gov, info, biz) or a two-level national one (``nhs.uk``, ``gov.au``,
  ``on.ca``): a missing space after a period ("home.No", "pain.It") is common in notes and
  would otherwise read as a domain of Norway or Italy;
* IP addresses: IPv4 and IPv6 as the standard library's ``ipaddress`` reads them (each
  IPv4 octet 0-255; ``14:32:10`` is not an IPv6 address);
* MAC addresses (``DEVICE``: the hardware address of a phone's or a laptop's network card,
  one of HIPAA's device identifiers): six pairs of hex digits joined by one separator,
  ``3C:22:FB:9A:01:7E`` or ``3c-22-fb-9a-01-7e``, or three groups of four joined by
  periods with a hex letter among them, ``3c22.fb9a.017e``. Not a time (``14:32:10``),
  an IPv6 address (groups of up to four), a date or a version number.
"""

from __future__ import annotations

import ipaddress
import re
from typing import Iterator

from deidkit.recognizers.patterns import words

#: Mailboxes of a role, not of a person: RFC 2142's, and the senders that take no reply.
ROLE_MAILBOXES = frozenset("info marketing sales support abuse noc security postmaster "
                           "hostmaster usenet news webmaster www uucp ftp noreply no-reply "
                           "donotreply do-not-reply".split())
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
_LOCAL_PART = re.compile(r"[A-Za-z0-9][A-Za-z0-9._%+-]*$")
_DOMAIN = re.compile(rf"{_LABEL}(?:\.{_LABEL})+")
_URL = re.compile(words(["https://", "http://", "ftp://", "sftp://", "www.", "www2.",
                         "www3."]) + r"[^\s<>\"'\x00]+")
_GENERIC_TLDS = "com|org|net|edu|gov|info|biz"
_SECOND_LEVEL = "co|com|org|net|gov|ac|nhs|edu|health|gc|on|qc|bc|ab|mb|sk|ns|nb|nic|res"
_COUNTRY_TLDS = "uk|au|nz|ie|in|ca|za|sg|hk|my|ph|ng|ke|br|mx|ar|cl|co|jp|kr|tw|il|tr"
#: The end of a bare domain: its top-level domain, then maybe a path.
_TLD = re.compile(rf"\.(?:(?:{_SECOND_LEVEL})\.(?:{_COUNTRY_TLDS})|{_GENERIC_TLDS})"
                  r"(?![\w@-])(?:/[^\s<>\"'\x00]*)?", re.IGNORECASE)
_BARE_START = re.compile(rf"(?<![\w@.-])(?:{_LABEL}\.)*{_LABEL}$")
_TRAILING = ".,;:!?'\")]}>"
_IPV4 = re.compile(r"\d(?<![\w.]\d)\d{0,2}(?:\.\d{1,3}){3}(?!\w|\.\d)")
_IPV6 = re.compile(r"[0-9A-Fa-f:](?<![\w:][0-9A-Fa-f:])[0-9A-Fa-f]{0,3}(?::[0-9A-Fa-f]{0,4}){2,7}"
                   r"(?![\w:])")


def find_emails(text: str) -> Iterator[tuple[int, int, str]]:
    """From each "@": the local part before it and the domain after it."""
    at = text.find("@")
    while at >= 0:
        local = _LOCAL_PART.search(text, max(0, at - 64), at)
        domain = _DOMAIN.match(text, at + 1)
        if local and domain and local.group().lower() not in ROLE_MAILBOXES:
            yield local.start(), domain.end(), "EMAIL"
        at = text.find("@", at + 1)


def find_urls(text: str) -> Iterator[tuple[int, int, str]]:
    for m in _URL.finditer(text):
        if m.start() == 0 or not (text[m.start() - 1].isalnum() or text[m.start() - 1] == "@"):
            end = _trimmed_end(m.group(), m.start())
            if end > m.start():
                yield m.start(), end, "URL"
    for m in _TLD.finditer(text):
        head = _BARE_START.search(text, max(0, m.start() - 64), m.start())
        if head:
            end = _trimmed_end(text[head.start():m.end()], head.start())
            yield head.start(), end, "URL"


def _trimmed_end(url: str, start: int) -> int:
    """The end of ``url`` without the punctuation that closes the sentence around it; a
    ")" stays when the URL opened one."""
    while url and url[-1] in _TRAILING:
        if url[-1] == ")" and url.count("(") >= url.count(")"):
            break
        url = url[:-1]
    return start + len(url)


_MAC = re.compile(
    r"[0-9A-Fa-f](?<![\w:.-][0-9A-Fa-f])[0-9A-Fa-f]([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}"
    r"(?![\w:-]?\w)"
    r"|[0-9A-Fa-f](?<![\w.][0-9A-Fa-f])[0-9A-Fa-f]{3}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}(?![\w.]?\w)")


def find_mac_addresses(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "DEVICE")`` of every MAC address in ``text``."""
    for m in _MAC.finditer(text):
        if "." in m.group() and not re.search("[A-Fa-f]", m.group()):
            continue  # "2024.1130.0915": digits in three groups of four are not an address
        yield m.start(), m.end(), "DEVICE"


def find_ip_addresses(text: str) -> Iterator[tuple[int, int, str]]:
    for m in _IPV4.finditer(text):
        try:
            ipaddress.IPv4Address(m.group())
        except ValueError:
            continue
        yield m.start(), m.end(), "IPADDR"
    for m in _IPV6.finditer(text):
        value = m.group()
        if value.count(":") < 2 or not re.search(r"[0-9A-Fa-f]", value):
            continue
        try:
            ipaddress.IPv6Address(value)
        except ValueError:
            continue
        yield m.start(), m.end(), "IPADDR"

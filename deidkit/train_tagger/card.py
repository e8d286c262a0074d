"""The model card a trained tagger's directory carries (``MODEL_CARD.md``): what it is, what
it was trained on, how, its figures and its known limits, and the licences of what it
holds; written from config.json alone, so it holds no note text (file names only)."""

from __future__ import annotations

from pathlib import Path

FILE = "MODEL_CARD.md"

#: The licence of what a model directory holds besides deidkit's own code (MIT).
_EMBEDDINGS_LICENCE = ("the word vectors it names are not in it (GloVe 6B: Public Domain "
                       "Dedication and License v1.0)")


def _percent(value) -> str:
    return "-" if value is None or value != value else f"{100 * value:.2f}%"


def _f1(value) -> str:
    return "-" if value is None or value != value else f"{value:.2f}"


def _inputs(provenance: dict) -> list[str]:
    """The files the training read, from the provenance chain (names only)."""
    params = provenance.get("parameters") or {}
    names = [Path(str(p)).name for p in params.get("inputs") or []]
    if params.get("validation"):
        names.append(f"{Path(str(params['validation'])).name} (validation)")
    upstream = sorted({Path(str(p)).name for record in provenance.get("inputs") or []
                       for p in (record.get("parameters") or {}).get("inputs") or []})
    lines = [f"- tables: {', '.join(names) or 'standard input'}"]
    if upstream:
        lines.append(f"- made by `deidkit tokenize` from: {', '.join(upstream)}")
    return lines


def _recipe(provenance: dict) -> list[str]:
    """The recipe file the training read (``--config``), by name, with its description."""
    recipe = provenance.get("recipe")
    if recipe is None:
        return []
    name = Path(str((provenance.get("parameters") or {}).get("config"))).name
    about = recipe.get("description")
    return [f"- the recipe `{name}`" + (f": {about}" if isinstance(about, str) else "")
            + " (its keys under the options given)."]


def model_card(config: dict, name: str) -> str:
    """The card of the tagger whose config.json is ``config`` (``name``: its directory)."""
    model, labels, training = config["model"], config["labels"], config.get("training", {})
    types = sorted({v[2:] for v in labels["values"] if v != "O"})
    if model["kind"] == "encoder-crf":
        hp, enc = model["hyperparameters"], model.get("encoder", {})
        kind = (f"a fine-tuned pretrained encoder: {enc.get('name', '?')} ({hp['num_layers']} "
                f"layers, {hp['hidden_size']} wide, uncased WordPiece, windows of "
                f"{hp['window']} pieces) ⊕ casing → linear → CRF")
        licences = [f"- the encoder's weights: {enc.get('license', '?')} "
                    "(ENCODER-LICENSE.txt)", "- deidkit: MIT"]
    else:
        kind = "the paper's BiLSTM-CRF (word vectors ⊕ casing → 2 BiLSTM layers → CRF)"
        if model.get("features"):
            kind += " with CEDI's features"
        licences = ["- deidkit: MIT; " + _EMBEDDINGS_LICENCE]
    point = (config.get("tagging") or {}).get("phi_threshold")
    start = config.get("init_from")
    lines = [f"# Model card: {name}", "",
             f"- **Model**: {kind}.",
             f"- **Labels**: {len(types)} TYPEs ({', '.join(types)})"
             + ("; binary" if labels.get("binary") else "")
             + ("; HIPAA TYPEs only" if labels.get("hipaa_only") else "") + ".",
             "- **Operating point** (`tag` without `--phi-threshold`): "
             + (f"PHI threshold {point}." if point is not None else "the Viterbi labels."),
             f"- **Fine-tuned from**: {start['model']}." if start else
             "- **Trained from**: " + ("the pretrained encoder above." if
                                       model["kind"] == "encoder-crf" else "scratch."),
             "", "## Training data", "",
             *_inputs(config.get("provenance") or {}),
             f"- {training.get('train_sentences', '?'):,} sentences "
             f"({training.get('train_tokens', '?'):,} tokens); validation "
             f"{training.get('validation_sentences', 0):,} sentences "
             f"({training.get('validation', '?')})",
             "", "## Recipe", "",
             f"- {training.get('optimizer', '?')}, learning rate {training.get('learning_rate')},"
             f" batches of {training.get('batch_size')} sentences, at most "
             f"{training.get('epochs')} epochs"
             + (f" of about {training['epoch_tokens']:,} tokens each"
                if training.get("epoch_tokens") else "")
             + f", early stopping on the validation {training.get('early_stopping')} "
             f"(patience {training.get('patience')}), seed {training.get('seed')}; "
             f"every option in config.json.",
             *_recipe(config.get("provenance") or {}),
             "", "## Figures", "",
             f"- best epoch {training.get('best_epoch')} of {training.get('epochs_run')}: "
             f"validation binary HIPAA token F1 {_f1(training.get('best_val_f1'))}, leakage "
             f"{_percent(training.get('best_val_leakage'))} (the model alone, on its own "
             "validation data).",
             "", "## Known limits", "",
             "- The figures above come from notes like its training notes. On notes of "
             "another origin or style expect more leakage and more over-redaction: measure "
             "it on a few hundred of your own annotated notes (`deidkit evaluate`, and "
             "`deidkit report`) before you rely on it.",
             "- It finds what its training data labelled: a TYPE absent there is never "
             "predicted.",
             "", "## Licences", "", *licences, ""]
    return "\n".join(lines)

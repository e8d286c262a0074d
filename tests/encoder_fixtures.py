"""A tiny BERT checkpoint in Hugging Face's layout (config.json, model.safetensors,
vocab.txt), built here with random weights, so that the encoder tagger's tests need no
pretrained model."""

from __future__ import annotations

import json
import string
from pathlib import Path

WORDS = ["the", "patient", "dr", "smith", "was", "seen", "on", "in", "by", "clinic",
         "boston", "john", "mary"]
VOCAB = (["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + list(string.ascii_lowercase)
         + list(string.digits) + list(".,:;/-()#'") + WORDS
         + ["##" + c for c in string.ascii_lowercase + string.digits])


def write_checkpoint(path: Path, *, hidden: int = 16, layers: int = 2, heads: int = 2,
                     positions: int = 64, seed: int = 0) -> Path:
    """The checkpoint in ``path`` (created), with a pooler and the position-ids buffer as
    a real BERT file has, which loading ignores."""
    import torch
    from safetensors.torch import save_file

    from deidkit.models.encoder import BertEncoder, EncoderHyperparameters

    path.mkdir(parents=True, exist_ok=True)
    (path / "vocab.txt").write_text("\n".join(VOCAB) + "\n", encoding="utf-8")
    hp = EncoderHyperparameters(vocab_size=len(VOCAB), hidden_size=hidden, num_layers=layers,
                                num_heads=heads, intermediate_size=2 * hidden,
                                max_positions=positions, window=positions)
    torch.manual_seed(seed)
    encoder = BertEncoder(hp)
    tensors = {k: v.contiguous() for k, v in encoder.state_dict().items()}
    tensors["embeddings.position_ids"] = torch.arange(positions)[None]
    tensors["pooler.dense.weight"] = torch.zeros(hidden, hidden)
    tensors["pooler.dense.bias"] = torch.zeros(hidden)
    save_file(tensors, str(path / "model.safetensors"))
    (path / "config.json").write_text(json.dumps({
        "model_type": "bert", "hidden_act": "gelu", "vocab_size": len(VOCAB),
        "hidden_size": hidden, "num_hidden_layers": layers, "num_attention_heads": heads,
        "intermediate_size": 2 * hidden, "max_position_embeddings": positions,
        "type_vocab_size": 2, "layer_norm_eps": 1e-12, "hidden_dropout_prob": 0.1}),
        encoding="utf-8")
    return path

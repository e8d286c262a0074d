"""deidkit's tokens as an encoder's WordPiece pieces, and the piece windows a batch reads.

:class:`WordPieces` splits each *distinct* token string once (clinical text repeats its
words) with the ``tokenizers`` library's WordPiece over the encoder's ``vocab.txt``, with
BERT's uncased normalisation (lowercase, accents stripped). A token keeps at most
:data:`MAX_PIECES_PER_TOKEN` pieces (a URL or a run of digits longer than that still gets
its first pieces, the ones its vector is read from); a token with no piece (a control
character) reads ``[UNK]``.

:func:`piece_windows` lays the pieces of a batch's sentences out as encoder inputs:
``[CLS] pieces [SEP]`` windows of at most ``window`` pieces; a longer sentence is read in
windows that overlap by half, and each token is read in the window where its first piece
is most central.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit.flat import ranges
from deidkit.errors import ConfigError

#: Pieces kept per token (the first of them gives the token's vector).
MAX_PIECES_PER_TOKEN = 16
VOCAB_FILE = "vocab.txt"
#: The special pieces an encoder's vocabulary must hold.
SPECIAL = ("[PAD]", "[UNK]", "[CLS]", "[SEP]")


@dataclass
class PieceCodes:
    """The pieces of the distinct strings of a dataset, flat (as
    :class:`deidkit.batching.CharCodes` holds their characters)."""

    type_of: np.ndarray        # shape: (num_tokens,) int64, the token's distinct string
    pieces: np.ndarray         # shape: (total_pieces,) int64, vocabulary ids
    offsets: np.ndarray        # shape: (num_types + 1,) int64
    cls_id: int
    sep_id: int
    pad_id: int

    @property
    def num_types(self) -> int:
        return len(self.offsets) - 1

    @property
    def counts(self) -> np.ndarray:
        """Pieces of each token. shape: (num_tokens,) int64"""
        return np.diff(self.offsets)[self.type_of]

    def first(self) -> np.ndarray:
        """Each token's first piece. shape: (num_tokens,) int64"""
        return self.pieces[self.offsets[:-1][self.type_of]]


class WordPieces:
    """WordPiece over a BERT vocabulary (``vocab.txt``: one piece a line, id = line number)."""

    def __init__(self, vocab: list[str], *, source: str):
        missing = [s for s in SPECIAL if s not in vocab]
        if missing:
            raise ConfigError(f"{source}: the vocabulary lacks {', '.join(missing)}")
        if len(set(vocab)) != len(vocab):
            raise ConfigError(f"{source}: the vocabulary repeats a piece")
        from tokenizers import Tokenizer
        from tokenizers.models import WordPiece
        from tokenizers.normalizers import BertNormalizer
        from tokenizers.pre_tokenizers import BertPreTokenizer

        self.vocab = list(vocab)
        self.index = {piece: i for i, piece in enumerate(self.vocab)}
        tok = Tokenizer(WordPiece(self.index, unk_token="[UNK]", max_input_chars_per_word=100))
        tok.normalizer = BertNormalizer(clean_text=True, handle_chinese_chars=True,
                                        strip_accents=None, lowercase=True)
        tok.pre_tokenizer = BertPreTokenizer()
        self.tokenizer = tok
        self.cls_id, self.sep_id = self.index["[CLS]"], self.index["[SEP]"]
        self.pad_id, self.unk_id = self.index["[PAD]"], self.index["[UNK]"]

    @classmethod
    def read(cls, path) -> "WordPieces":
        """The vocabulary file ``path`` (``vocab.txt``)."""
        p = Path(path)
        try:
            text = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{p}: cannot read the encoder's vocabulary ({exc})") from None
        return cls(text.rstrip("\n").split("\n"), source=str(p))

    def write(self, path) -> None:
        Path(path).write_text("\n".join(self.vocab) + "\n", encoding="utf-8")

    def __len__(self) -> int:
        return len(self.vocab)

    def split(self, strings: list[str]) -> list[list[int]]:
        """The piece ids of each string (at most :data:`MAX_PIECES_PER_TOKEN`; [UNK] for a
        string that yields none)."""
        out = []
        for enc in self.tokenizer.encode_batch(strings, add_special_tokens=False):
            ids = enc.ids[:MAX_PIECES_PER_TOKEN]
            out.append(ids if ids else [self.unk_id])
        return out

    def codes(self, flat: pa.Array) -> PieceCodes:
        """The pieces of every token of a flat string array, each distinct string split once."""
        if len(flat) == 0:
            return PieceCodes(np.empty(0, np.int64), np.empty(0, np.int64),
                              np.zeros(1, np.int64), self.cls_id, self.sep_id, self.pad_id)
        encoded = pc.dictionary_encode(pc.fill_null(flat, ""))
        split = self.split(encoded.dictionary.to_pylist())
        lengths = np.array([len(s) for s in split], dtype=np.int64)
        offsets = np.zeros(len(split) + 1, dtype=np.int64)
        np.cumsum(lengths, out=offsets[1:])
        pieces = np.fromiter((i for s in split for i in s), dtype=np.int64, count=int(offsets[-1]))
        return PieceCodes(encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64),
                          pieces, offsets, self.cls_id, self.sep_id, self.pad_id)


def piece_windows(codes: PieceCodes, positions: np.ndarray, mask: np.ndarray,
                  window: int) -> dict[str, np.ndarray]:
    """The encoder inputs of a padded batch: ``positions`` (batch, seq_len), the flat token
    positions of its sentences, ``mask`` (batch, seq_len) True on real tokens.

    Returns ``piece_ids`` and ``piece_mask`` (windows, pieces) and ``token_index`` (batch,
    seq_len): where each token's first piece lies in the flattened (windows * pieces)
    states (0 on padding, never read)."""
    batch, seq_len = mask.shape
    inner = window - 2
    rows_pieces = []
    token_index = np.zeros((batch, seq_len), dtype=np.int64)
    for b in range(batch):
        n = int(mask[b].sum())
        types = codes.type_of[positions[b, :n]]
        starts, ends = codes.offsets[types], codes.offsets[types + 1]
        counts = ends - starts
        flat = codes.pieces[ranges(starts, counts)]
        firsts = np.concatenate([[0], np.cumsum(counts)[:-1]])  # first piece of each token
        total = len(flat)
        if total <= inner:
            begins = np.array([0])
        else:
            stride = inner // 2
            begins = np.arange(0, total - inner, stride)
            begins = np.append(begins, total - inner)
        # each token's window: the one whose centre is nearest its first piece, among
        # those that hold it
        centre = begins + min(inner, total) / 2.0
        inside = (firsts[:, None] >= begins[None, :]) & (firsts[:, None] < begins[None, :] + inner)
        distance = np.where(inside, np.abs(firsts[:, None] - centre[None, :]), np.inf)
        choice = distance.argmin(axis=1)
        base = len(rows_pieces)
        for begin in begins:
            rows_pieces.append(flat[begin:begin + inner])
        token_index[b, :n] = (base + choice) * window + 1 + firsts - begins[choice]
    width = max(len(r) for r in rows_pieces) + 2 if rows_pieces else 2
    ids = np.full((len(rows_pieces), width), codes.pad_id, dtype=np.int64)
    piece_mask = np.zeros((len(rows_pieces), width), dtype=bool)
    for i, r in enumerate(rows_pieces):
        ids[i, 0] = codes.cls_id
        ids[i, 1:len(r) + 1] = r
        ids[i, len(r) + 1] = codes.sep_id
        piece_mask[i, :len(r) + 2] = True
    if width != window:  # token_index was laid out for rows of `window` pieces
        w, offset = token_index // window, token_index % window
        token_index = np.where(mask, w * width + offset, 0)
    return {"piece_ids": ids, "piece_mask": piece_mask, "token_index": token_index}


"""IOB2 labels of the tokens, from the i2b2 tags' character offsets.

Labels (IOB2 over the TYPE attribute): every token that overlaps a tag is labelled with it, so
a tag that starts or ends inside a token labels the whole token. Tags are taken in offset
order; a token overlapped by two tags keeps the first, and the later tag is *lost* (wholly or
in part; counted, never silently). A tag that crosses a sentence boundary restarts with ``B-``
in the new sentence (counted as *split*).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Sequence

from deidkit.corpus.i2b2 import Tag



def iob2_labels(tags: Sequence[Tag], starts: list[int], ends: list[int],
                bounds: list[int]) -> tuple[list[str], int, int]:
    """IOB2 labels of the tokens, and the numbers of tags lost and split across sentences.

    ``tags`` must be sorted by (start, end) (as :func:`deidkit.corpus.i2b2.parse_document`
    returns them). Each tag owns the tokens it overlaps that no earlier tag owns; since
    earlier tags start no later, those are a prefix of its range, so one running maximum
    replaces a per-token owner array: O(tags · log tokens + labelled tokens).
    """
    labels = ["O"] * len(starts)
    lost = split = 0
    claimed = 0  # tokens before this index belong to an earlier tag (or to none)
    for tag in tags:
        lo = bisect_right(ends, tag.start)   # first token ending after the tag's start
        hi = bisect_left(starts, tag.end)    # first token starting at or after its end
        first = max(lo, claimed)
        if first > lo or first >= hi:
            lost += 1
        if first >= hi:
            claimed = max(claimed, hi)
            continue
        inside = "I-" + tag.type
        for k in range(first, hi):
            labels[k] = inside
        labels[first] = "B-" + tag.type
        b = bisect_right(bounds, first)
        crossed = False
        while b < len(bounds) and bounds[b] < hi:
            labels[bounds[b]] = "B-" + tag.type
            crossed = True
            b += 1
        split += crossed
        claimed = hi
    return labels, lost, split

"""deidkit's benchmarks and experiments, run by ``bin/bench`` and ``bin/experiment``.

A package so that the tests import them (``from bin.benchmarks import tokenize``) and a
broken script fails CI rather than its next user.
"""

"""The networks (tagger, CRF, representation, adversaries) and the model-directory file
helpers. This layer sits below the rest of deidkit: it imports torch, safetensors and json
but never ``deidkit.batching``, ``deidkit.embeddings`` or ``deidkit.io`` (the loaders that
need them are in :mod:`deidkit.model_dirs`)."""

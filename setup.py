"""Build of the compiled move generator (``engine/movegen/generate.pyx``, Cython).

Everything else about the package is in ``pyproject.toml``; ``pip install -e .`` (what
``scripts/install.sh`` runs) compiles the extension into the source tree, and
``python setup.py build_ext --inplace`` rebuilds it there after an edit."""

import hashlib
from pathlib import Path

from Cython.Build import cythonize
from setuptools import Extension, setup

SOURCE = "engine/movegen/generate.pyx"

setup(
    ext_modules=cythonize(
        # no fused multiply-add: the leave values must be the same doubles as Python's
        [Extension("engine.movegen.generate", [SOURCE],
                   extra_compile_args=["-O3", "-ffp-contract=off"])],
        language_level=3,
        # The module knows the source it was built from (``generate.SOURCE_SHA1``): a test
        # tells a stale build from a current one.
        compile_time_env={"BUILT_FROM": hashlib.sha1(
            (Path(__file__).parent / SOURCE).read_bytes()).hexdigest()},
    ),
)

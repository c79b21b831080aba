"""Build of the compiled move generator (``engine/movegen/generate.pyx``, Cython).

Everything else about the package is in ``pyproject.toml``; ``pip install -e .`` (what
``scripts/install.sh`` runs) compiles the extension into the source tree, and
``python setup.py build_ext --inplace`` rebuilds it there after an edit."""

from Cython.Build import cythonize
from setuptools import Extension, setup

setup(
    ext_modules=cythonize(
        [Extension("engine.movegen.generate", ["engine/movegen/generate.pyx"],
                   extra_compile_args=["-O3"])],
        language_level=3,
    ),
)

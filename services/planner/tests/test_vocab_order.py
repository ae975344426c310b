"""The corpus vocabulary is read in one order in every process: a replayed turn is planned as it was.

Its terms are a set; two terms of one length that overlap in a question are taken first-come, so an order
that followed the process's hash seed planned the same question differently from one run to the next
(an English question's "주민등록번호 가능한가요" read as a market question in some runs)."""
import hashlib
import os
import subprocess
import sys

_PRINT = ("import hashlib; from holmes_planner.domain.vocab import _terms; "
          "print(hashlib.sha256('|'.join(_terms()).encode()).hexdigest())")


def test_the_vocabulary_order_does_not_depend_on_the_hash_seed():
    digests = {subprocess.run([sys.executable, "-c", _PRINT], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}).stdout.strip()
               for seed in ("1", "2", "3", "4")}
    assert len(digests) == 1 and len(next(iter(digests))) == len(hashlib.sha256().hexdigest())

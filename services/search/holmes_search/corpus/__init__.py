"""Reference data shipped with the search service: the law corpus (laws/*.json), its 문답
(answers/*.json) and loans."""

from pathlib import Path

CORPUS_DIR = Path(__file__).parent
LAWS_DIR = CORPUS_DIR / "laws"
ANSWERS_DIR = CORPUS_DIR / "answers"

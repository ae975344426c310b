"""One place per concept (issue 12, item 2): money is parsed and formatted, places resolved and
property/deal types labelled, and the 중개보수 rate table kept, in kit/contracts only; a service that grows its own copy fails here."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
# A definition (not a use) of each concept that kit or contracts owns.
COPIES = re.compile(
    r"^\s*(?:def\s+(?:format_manwon|format_won|manwon_ko|money_ko|_won|parse_money\w*|won_in_words|"
    r"manwon_in_words|money_phrase|half_up|_by_name|fee_cap_won|transaction_amount_won|lease_amount\w*)\b"
    r"|(?:PROPERTY_KO|DEAL_KO|PROPERTY_TYPES_KO|_SIDO_ALIASES|_INCOME_RANGE|LEASE_BANDS)\s*[:=]"
    r"|class\s+(?:RateTable|FeeBand)\b)",
    re.M,
)


def test_services_keep_no_copy_of_the_money_region_and_label_helpers() -> None:
    found = []
    for path in sorted((ROOT / "services").glob("*/holmes_*/**/*.py")):
        for m in COPIES.finditer(path.read_text(encoding="utf-8")):
            found.append(f"{path.relative_to(ROOT)}: {m.group(0).strip()}")
    assert found == [], "use holmes_kit.korean.money / regions and holmes_contracts.tools.common:\n" + "\n".join(found)


def test_the_kit_definitions_exist_once() -> None:
    text = (ROOT / "libs/kit/holmes_kit/korean/money.py").read_text(encoding="utf-8")
    for name in ("parse_won", "parse_manwon", "format_manwon", "format_won", "money_phrase"):
        assert len(re.findall(rf"^def {name}\(", text, re.M)) == 1, name


# A particle written both ways leaves the choice to the reader ("보증금이(가)"): josa() chooses.
BOTH_WAYS = re.compile(r"이\(가\)|가\(이\)|을\(를\)|를\(을\)|은\(는\)|는\(은\)|과\(와\)|와\(과\)|\(으\)로")


def test_no_template_writes_a_particle_both_ways() -> None:
    found = [f"{path.relative_to(ROOT)}:{n}" for root in ("services", "libs")
             for path in sorted((ROOT / root).glob("*/holmes_*/**/*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if BOTH_WAYS.search(line) and path.name != "text.py"]  # text.py: josa's own docstring
    assert found == [], "use holmes_kit.korean.text.josa:\n" + "\n".join(found)


def test_a_figure_with_its_unit_is_read_by_kit_alone() -> None:
    """'38dB', '8개월', '30세대': the verdict rules, the 문답 matcher and the cards' conditions all read them
    through holmes_kit.korean.figures; a service growing its own number+unit regex again fails here."""
    copy = re.compile(r"^\s*(?:def\s+figures\(|_FIGURE\s*=\s*re\.compile|_UNITS\s*:\s*dict)", re.M)
    found = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "services").glob("*/holmes_*/**/*.py"))
             if copy.search(p.read_text(encoding="utf-8"))]
    assert found == []


def test_the_figure_reader_gives_the_unit_compared_in() -> None:
    from holmes_kit.korean.figures import figures

    got = [(f.value, f.unit, f.spoken) for f in figures("야간 36데시벨, 420세대, 석 달 아니고 두달치, 18개월, 25평")]
    assert got == [(36, "dB", False), (420, "세대", False), (2, "기", True), (540, "day", False), (25, "평", False)]

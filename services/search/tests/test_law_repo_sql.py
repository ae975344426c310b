"""The one-statement legal search SQL (pure): only the parts and filters asked for."""

from holmes_search.adapters.law_repo import Filters, SearchRequest, build_search


def sql_of(req: SearchRequest) -> tuple[str, list]:
    return build_search(req, head_bonus=1.0, length_norm=0.0)


def test_hybrid_with_exact_articles_is_one_statement_with_three_parts():
    text, args = sql_of(SearchRequest(words=("임대인", "증액"), weights=(1.0, 0.8), vector=[0.5, -0.5],
                                      embedder="e", refs=("제7조",), limit=30))
    assert text.count("SELECT 'ft' AS src") == 1 and "SELECT 'vec' AS src" in text and "SELECT 'ex' AS src" in text
    assert ["임대인", "증액"] in args and [1.0, 0.8] in args and [0.5, -0.5] in args and ["제7조"] in args
    assert "e" in args and 2 in args  # the identity guard: embedder name and dimension
    # no filter was asked for: none is written (each combination is its own prepared statement)
    assert "d.kind =" not in text and "AND a.tenant_protection" not in text and "d.aliases" not in text
    assert max(int(p) for p in __import__("re").findall(r"\$(\d+)", text)) == len(args)


def test_modes_leave_out_the_other_parts():
    text, _ = sql_of(SearchRequest(words=("보증금",), weights=(1.0,)))
    assert "'ft'" in text and "'vec'" not in text and "'ex'" not in text
    text, _ = sql_of(SearchRequest(vector=[1.0], embedder="e"))
    assert "'vec'" in text and "'ft'" not in text
    text, args = sql_of(SearchRequest())
    assert "law_embedding_meta" in text and args == []


def test_filters_are_written_only_when_used():
    f = Filters(["민법"], ["법률"], True)
    text, args = sql_of(SearchRequest(words=("보증금",), weights=(1.0,), filters=f, refs=("제1조",),
                                      exact_filters=Filters(["주택임대차보호법"])))
    assert text.count("d.kind = ANY") == 1 and text.count("AND a.tenant_protection") == 1
    assert text.count("d.aliases &&") == 2 and ["민법"] in args and ["주택임대차보호법"] in args

"""Pure search logic: query terms, thesaurus, ranking and result shaping."""

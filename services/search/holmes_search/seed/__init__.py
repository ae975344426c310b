"""Reference data of the search service: market generator, MOLIT importer, loans, loader."""

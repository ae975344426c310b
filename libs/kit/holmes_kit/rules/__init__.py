"""Dated legal tables more than one service reads (one definition each, issue 12).

A table here is data with its effective date and source; the service that explains a figure
keeps its own wording and workings on top.
"""

"""Render the document model to Markdown text and to DOCX bytes (in memory)."""
from __future__ import annotations

import io

from docx import Document
from docx.oxml.ns import qn
from docx.shared import Pt

from .doc_model import Block, Heading, Para, Table

KOREAN_FONT = "맑은 고딕"


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", "<br>")


def to_markdown(blocks: list[Block]) -> str:
    lines: list[str] = []
    for b in blocks:
        if isinstance(b, Heading):
            lines += ["#" * (b.level + 1) + " " + b.text, ""]
        elif isinstance(b, Para):
            lines += [f"**{b.text}**" if b.bold else b.text, ""]
        elif isinstance(b, Table):
            width = max(len(r) for r in b.rows)
            rows = [tuple(r) + ("",) * (width - len(r)) for r in b.rows]
            head, body = (rows[0], rows[1:]) if b.header else (("",) * width, rows)
            lines.append("| " + " | ".join(_md_cell(c) for c in head) + " |")
            lines.append("|" + "---|" * width)
            lines += ["| " + " | ".join(_md_cell(c) for c in r) + " |" for r in body]
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def _korean_font(document) -> None:
    """Word falls back to a Latin font for Hangul unless the East Asian font is set explicitly."""
    for name in ("Normal", "Title", "Heading 1", "Heading 2", "Heading 3"):
        style = document.styles[name]
        style.font.name = KOREAN_FONT
        rpr = style.element.get_or_add_rPr()
        rfonts = rpr.find(qn("w:rFonts"))
        if rfonts is None:
            rfonts = rpr.makeelement(qn("w:rFonts"), {})
            rpr.append(rfonts)
        rfonts.set(qn("w:eastAsia"), KOREAN_FONT)
    document.styles["Normal"].font.size = Pt(10)


def to_docx(blocks: list[Block]) -> bytes:
    document = Document()
    _korean_font(document)
    for b in blocks:
        if isinstance(b, Heading):
            document.add_heading(b.text, level=b.level)
        elif isinstance(b, Para):
            document.add_paragraph().add_run(b.text).bold = b.bold
        elif isinstance(b, Table):
            width = max(len(r) for r in b.rows)
            table = document.add_table(rows=len(b.rows), cols=width)
            table.style = "Table Grid"
            for i, row in enumerate(b.rows):
                for j, text in enumerate(row):
                    table.cell(i, j).text = text
                    if b.header and i == 0:
                        for run in table.cell(i, j).paragraphs[0].runs:
                            run.bold = True
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()

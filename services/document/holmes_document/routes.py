"""What the document service consumes — one table (ToolsSelected addressed to .document)."""

from holmes_kit.bus import Handler

from .handlers import ToolsFor, run_document_tools

TEAM = "document"
# What its handlers publish (docs/asyncapi; `python -m holmes_kit.asyncapi --write`).
EMITS = ("TeamStarted", "TeamProgress", "TeamCompleted")


def routes(tools_for: ToolsFor) -> dict[str, Handler]:
    return {"ToolsSelected": run_document_tools(tools_for)}

"""The gateway's bus handler: project events into the read model (routes.py)."""

from __future__ import annotations

from .adapters.read_model import ReadModel


def project_into(model: ReadModel):
    async def project(ctx, env, _payload) -> list:
        await model.apply(ctx.seq, env)
        return []
    return project

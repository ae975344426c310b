-- Gateway read models, rebuilt from the event log (SessionStarted/Renamed/Deleted,
-- QueryReceived, ResponseReady, TurnFailed). Never the source of truth.
CREATE TABLE IF NOT EXISTS gw_sessions (
    session_id    text PRIMARY KEY,
    owner         text NOT NULL,
    user_id       text,
    title         text NOT NULL,
    metadata      jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at    timestamptz NOT NULL,
    updated_at    timestamptz NOT NULL,
    expires_at    timestamptz NOT NULL,
    last_message  text,
    message_count integer NOT NULL DEFAULT 0,
    deleted_at    timestamptz,
    last_seq      bigint NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS gw_sessions_owner ON gw_sessions (owner, updated_at DESC);

CREATE TABLE IF NOT EXISTS gw_messages (
    session_id  text NOT NULL,
    seq         bigint NOT NULL,
    turn_id     text NOT NULL,
    role        text NOT NULL CHECK (role IN ('user', 'assistant')),
    content     text NOT NULL,
    response    jsonb,
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (session_id, seq)
);

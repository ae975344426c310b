"""The LLM layer (DESIGN.md §6): one structured-output call with a typed failure, a
decision cache in NATS KV, versioned prompt files, and an OpenAI-compatible fake server.

A service builds ``LLM.from_settings(settings, js=bus.js)``; it returns ``None`` when no
key is configured, and every caller then decides by rules alone.
"""

from .cache import DecisionCache, KvDecisionCache, MemoryDecisionCache, cache_key
from .client import LLM, LLMError, LLMInvalidOutput, LLMTimeout, LLMUnavailable, rules_meta
from .prompts import Prompt, load_prompt
from .streaming import StreamOption, TextSink

__all__ = ["LLM", "LLMError", "LLMInvalidOutput", "LLMTimeout", "LLMUnavailable", "rules_meta",
           "DecisionCache", "KvDecisionCache", "MemoryDecisionCache", "cache_key", "Prompt",
           "load_prompt", "StreamOption", "TextSink"]

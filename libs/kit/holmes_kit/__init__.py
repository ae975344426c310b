"""Runtime shared by HolmesNyangz services (never imports a service)."""

__version__ = "0.1.0"

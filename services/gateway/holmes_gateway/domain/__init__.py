"""Pure gateway logic: client-message validation and event -> client-message mapping."""

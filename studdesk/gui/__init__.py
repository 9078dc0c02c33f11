"""The desktop client. The only package that imports PySide6."""

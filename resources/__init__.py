"""StudDesk's data files: card art, icons, sounds, translations. No code lives here.

This ``__init__`` only makes the folder installable: pyproject.toml maps the package name
``studdesk_resources`` onto this folder, so a wheel or pipx install carries the files, and
``studdesk.resources.resource_path()`` finds them there, in a PyInstaller bundle, or here.
"""

"""StudDesk: Seven Card Stud for home games: Stud, Stud Hi/Lo, Razz and the five home games of
RULES.md W (Follow the Queen, Baseball, Chicago, Low Chicago, Five Card Stud)."""

__version__ = "0.1.0"

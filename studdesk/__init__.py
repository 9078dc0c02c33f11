"""StudDesk: Seven Card Stud, Stud Hi/Lo and Razz for home games."""

__version__ = "0.1.0"

"""The rules of Seven Card Stud, Stud Hi/Lo eight-or-better and Razz.

Standard library only: no I/O, no clock, no randomness of its own (RULES.md T4: callers inject
the random generator or the deck order).
"""

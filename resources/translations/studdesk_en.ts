<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Format</name>
    <message numerus="yes">
        <source>in %n hands</source>
        <translation>
            <numerusform>in %n hand</numerusform>
            <numerusform>in %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n minutes</source>
        <translation>
            <numerusform>in %n minute</numerusform>
            <numerusform>in %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n seconds</source>
        <translation>
            <numerusform>in %n second</numerusform>
            <numerusform>in %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FormatBar</name>
    <message numerus="yes">
        <source>%n of %1 players left</source>
        <extracomment>%n players still in of %1 who entered</extracomment>
        <translation>
            <numerusform>%n of %1 players left</numerusform>
            <numerusform>%n of %1 players left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your choice: the game of the next %n hands</source>
        <translation>
            <numerusform>Your choice: the game of the next %n hand</numerusform>
            <numerusform>Your choice: the game of the next %n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message numerus="yes">
        <source>(%n could not be read)</source>
        <extracomment>%n: how many files or hands could not be read</extracomment>
        <translation>
            <numerusform>(%n could not be read)</numerusform>
            <numerusform>(%n could not be read)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hands</source>
        <extracomment>%1 hands shown of %n</extracomment>
        <translation>
            <numerusform>%1 of %n hand</numerusform>
            <numerusform>%1 of %n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message numerus="yes">
        <source>Antes: %1 from each of %n players</source>
        <translation>
            <numerusform>Ante: %1 from %n player</numerusform>
            <numerusform>Antes: %1 from each of %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too few cards left: the %n burned and undealt cards are shuffled</source>
        <translation>
            <numerusform>Too few cards left: the %n burned or undealt card is shuffled</numerusform>
            <numerusform>Too few cards left: the %n burned and undealt cards are shuffled</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeQuestion</name>
    <message numerus="yes">
        <source>%n players:</source>
        <translation>
            <numerusform>%n player:</numerusform>
            <numerusform>%n players:</numerusform>
        </translation>
    </message>
</context>
</TS>

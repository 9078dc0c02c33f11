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
</TS>

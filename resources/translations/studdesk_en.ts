<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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

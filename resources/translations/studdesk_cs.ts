<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Check/Fold</source>
        <translation>Bez sázky/Složit</translation>
    </message>
    <message>
        <source>Call any</source>
        <translation>Dorovnat cokoli</translation>
    </message>
    <message>
        <source>Checking is free. Fold anyway?</source>
        <translation>Pokračovat bez sázky nic nestojí. Přesto složit?</translation>
    </message>
    <message>
        <source>Fold anyway</source>
        <translation>Přesto složit</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Bez sázky</translation>
    </message>
    <message>
        <source>You are sitting out: the hands are dealt without you.</source>
        <translation>Jste mimo hru: rozdává se bez vás.</translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation>Jsem zpět</translation>
    </message>
    <message>
        <source>Show cards</source>
        <extracomment>O6: everyone else folded; the winner may show the hand (they need not)</extracomment>
        <translation>Ukázat karty</translation>
    </message>
    <message>
        <source>Waiting for the other players</source>
        <translation>Čekáme na ostatní hráče</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>Pozastaveno hostitelem</translation>
    </message>
    <message>
        <source>Next hand coming up</source>
        <translation>Brzy další rozdání</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Složit</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Dorovnat %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Vložit bring-in %1</translation>
    </message>
    <message>
        <source>Complete to %1</source>
        <translation>Doplnit na %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Vsadit %1</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Zvýšit na %1</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Ukázat</translation>
    </message>
    <message>
        <source>Turn up %1</source>
        <extracomment>Roll Your Own: the down card (%1, as &quot;K♠&quot;) this player turns face up</extracomment>
        <translation>Otočit %1</translation>
    </message>
    <message>
        <source>Pay %1 to keep the three</source>
        <extracomment>Baseball: pay the price to keep an up three (wild), or fold</extracomment>
        <translation>Zaplatit %1 a nechat si trojku</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Neukázat</translation>
    </message>
    <message>
        <source>%1 (all-in)</source>
        <translation>%1 (all-in)</translation>
    </message>
    <message>
        <source>High</source>
        <extracomment>High-Low Declare: declare for the high half</extracomment>
        <translation>High</translation>
    </message>
    <message>
        <source>Low</source>
        <extracomment>High-Low Declare: declare for the low half</extracomment>
        <translation>Low</translation>
    </message>
    <message>
        <source>Both (swing)</source>
        <extracomment>High-Low Declare: declare for both halves (a swing)</extracomment>
        <translation>Obojí (swing)</translation>
    </message>
    <message>
        <source>You chose: %1.</source>
        <extracomment>%1: High, Low or Both (swing)</extracomment>
        <translation>Tvoje volba: %1.</translation>
    </message>
    <message>
        <source>You turn up %1.</source>
        <extracomment>Roll Your Own: %1 the card this player chose to turn up</extracomment>
        <translation>Otáčíš %1.</translation>
    </message>
    <message>
        <source>Your choice is hidden until everyone has chosen.</source>
        <translation>Tvoje volba zůstane skrytá, dokud nevybere každý.</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Zkratka: %1</translation>
    </message>
</context>
<context>
    <name>Chips</name>
    <message>
        <source>.</source>
        <comment>decimal separator of chip amounts: 12.50</comment>
        <translation>,</translation>
    </message>
    <message>
        <source>10,000</source>
        <comment>ten thousand chips as your language writes it (its thousands separator; a no-break space for 10 000)</comment>
        <translation>10&#xa0;000</translation>
    </message>
    <message>
        <source>1,000</source>
        <comment>one thousand chips as your language writes it (1000 where four digits stay together)</comment>
        <translation>1&#xa0;000</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>New to this computer: the first connection shows the table&apos;s identity and remembers it.</source>
        <translation>Pro tento počítač nový: první připojení ukáže identitu stolu a zapamatuje si ji.</translation>
    </message>
    <message>
        <source>%1 (remembered: another machine at this address is refused)</source>
        <extracomment>%1: the certificate fingerprint, groups of four hex digits</extracomment>
        <translation>%1 (zapamatováno: jiný počítač na této adrese bude odmítnut)</translation>
    </message>
    <message>
        <source>Connect by address — StudDesk</source>
        <translation>Připojit podle adresy — StudDesk</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adresa hostitele</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Heslo</translation>
    </message>
    <message>
        <source>192.168.1.20, host name, or host:port</source>
        <translation>192.168.1.20, název počítače nebo počítač:port</translation>
    </message>
    <message>
        <source>Only watch (take no seat)</source>
        <translation>Jen sledovat (bez místa u stolu)</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identita</translation>
    </message>
</context>
<context>
    <name>CoreSession</name>
    <message>
        <source>The hands of this game cannot be kept in the data folder (%1); the Last hand window still has them until you quit.</source>
        <extracomment>%1: why (the operating system&apos;s or the database&apos;s words)</extracomment>
        <translation>Rozdání této hry nelze uložit do složky s daty (%1); okno Poslední rozdání je má až do ukončení programu.</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>Stud</source>
        <translation>Stud</translation>
    </message>
    <message>
        <source>Triple Stud</source>
        <translation>Triple Stud</translation>
    </message>
    <message>
        <source>Sit-and-go</source>
        <translation>Turnaj Sit &amp; Go</translation>
    </message>
    <message>
        <source>Cash game</source>
        <translation>Cash game</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice: %1</source>
        <translation>Volba rozdávajícího: %1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>úroveň %1</translation>
    </message>
    <message>
        <source>%1/%2, ante %3</source>
        <translation>%1/%2, ante %3</translation>
    </message>
    <message>
        <source>from this hand</source>
        <translation>od tohoto rozdání</translation>
    </message>
    <message>
        <source>after the next hand</source>
        <translation>po příštím rozdání</translation>
    </message>
    <message numerus="yes">
        <source>in %n hands</source>
        <translation>
            <numerusform>za %n rozdání</numerusform>
            <numerusform>za %n rozdání</numerusform>
            <numerusform>za %n rozdání</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n minutes</source>
        <translation>
            <numerusform>za %n min</numerusform>
            <numerusform>za %n min</numerusform>
            <numerusform>za %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n seconds</source>
        <translation>
            <numerusform>za %n s</numerusform>
            <numerusform>za %n s</numerusform>
            <numerusform>za %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Úroveň %1: %2</translation>
    </message>
    <message>
        <source>from the next hand</source>
        <translation>od příštího rozdání</translation>
    </message>
    <message>
        <source>Level %1 %2: %3</source>
        <translation>Úroveň %1 %2: %3</translation>
    </message>
    <message>
        <source>%1, then %2 %3</source>
        <translation>%1, potom %2 %3</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1. místo</translation>
    </message>
    <message>
        <source>%1 is out in place %2 and wins %3.</source>
        <translation>%1 vypadává na %2. místě a vyhrává %3.</translation>
    </message>
    <message>
        <source>%1 is out in place %2.</source>
        <translation>%1 vypadává na %2. místě.</translation>
    </message>
    <message>
        <source>No choice in time: %1 goes on.</source>
        <translation>Volba nepřišla včas: hraje se dál %1.</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <extracomment>dealer&apos;s choice: %1 a player&apos;s name, %2 the game</extracomment>
        <translation>%1 volí: %2.</translation>
    </message>
    <message>
        <source>Seat %1 chooses %2.</source>
        <translation>Místo %1 volí: %2.</translation>
    </message>
    <message>
        <source>Now playing %1.</source>
        <translation>Teď se hraje: %1.</translation>
    </message>
</context>
<context>
    <name>FormatBar</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 players left</source>
        <extracomment>%n players still in of %1 who entered</extracomment>
        <translation>
            <numerusform>zbývá %n z %1 hráčů</numerusform>
            <numerusform>zbývají %n z %1 hráčů</numerusform>
            <numerusform>zbývá %n z %1 hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is choosing the next game</source>
        <translation>%1 volí příští hru</translation>
    </message>
    <message>
        <source>Seat %1 is choosing the next game</source>
        <translation>Místo %1 volí příští hru</translation>
    </message>
    <message>
        <source>Your choice: the game of the next hand</source>
        <translation>Vaše volba: hra příštího rozdání</translation>
    </message>
    <message numerus="yes">
        <source>Your choice: the game of the next %n hands</source>
        <translation>
            <numerusform>Vaše volba: hra na příští %n rozdání</numerusform>
            <numerusform>Vaše volba: hra na příští %n rozdání</numerusform>
            <numerusform>Vaše volba: hra na příští %n rozdání</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FormatBox</name>
    <message>
        <source>Format</source>
        <translation>Formát</translation>
    </message>
    <message>
        <source>Triple Stud sit-and-go, 8 levels of 10 minutes</source>
        <translation>Turnaj Sit &amp; Go Triple Stud, 8 úrovní, každá 10 minut</translation>
    </message>
    <message>
        <source>Sit-and-go of the game above</source>
        <translation>Turnaj Sit &amp; Go ve hře zvolené výše</translation>
    </message>
    <message>
        <source>Cash game of the game above</source>
        <translation>Cash game ve hře zvolené výše</translation>
    </message>
    <message>
        <source>Cash game, Triple Stud in rotation</source>
        <translation>Cash game, Triple Stud na střídačku</translation>
    </message>
    <message>
        <source>Cash game, dealer&apos;s choice</source>
        <translation>Cash game, volba rozdávajícího</translation>
    </message>
    <message>
        <source>Cash game, all ten games in rotation</source>
        <translation>Cash game, všech deset her na střídačku</translation>
    </message>
    <message>
        <source>Cash game, dealer&apos;s choice of all ten games</source>
        <translation>Cash game, volba rozdávajícího ze všech deseti her</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Počáteční žetony</translation>
    </message>
    <message>
        <source>Format of the night</source>
        <translation>Program večera</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Úrovně</translation>
    </message>
    <message>
        <source>Minutes per level</source>
        <translation>Minut na úroveň</translation>
    </message>
    <message>
        <source>Hands per game</source>
        <translation>Rozdání na hru</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Startovné</translation>
    </message>
    <message>
        <source>Payouts (%)</source>
        <translation>Výplaty (%)</translation>
    </message>
    <message>
        <source>65,35 up to 5 players; 50,30,20 for 6 to 8</source>
        <translation>65, 35 do 5 hráčů; 50, 30, 20 pro 6–8</translation>
    </message>
    <message>
        <source>Stud, Razz and Stud Hi/Lo in turn; the limits rise every level; it starts when every seat is taken and ends when one player holds every chip.</source>
        <translation>Stud, Razz a Stud Hi/Lo na střídačku; limity rostou s každou úrovní; začíná, když jsou obsazena všechna místa, a končí, když má jeden hráč všechny žetony.</translation>
    </message>
    <message>
        <source>Everyone starts with the same chips; the limits rise every level; it starts when every seat is taken.</source>
        <translation>Všichni začínají se stejnými žetony; limity rostou s každou úrovní; začíná, když jsou obsazena všechna místa.</translation>
    </message>
    <message>
        <source>One game at the stakes above.</source>
        <translation>Jedna hra se sázkami zvolenými výše.</translation>
    </message>
    <message>
        <source>Stud, Razz and Stud Hi/Lo in turn, at the stakes above.</source>
        <translation>Stud, Razz a Stud Hi/Lo na střídačku, se sázkami zvolenými výše.</translation>
    </message>
    <message>
        <source>Before each round a player picks Stud, Razz or Stud Hi/Lo, in turn round the table.</source>
        <translation>Před každou sérií rozdání vybírá jeden hráč, postupně kolem stolu, Stud, Razz nebo Stud Hi/Lo.</translation>
    </message>
    <message>
        <source>The three studs, Follow the Queen, Baseball, Chicago, Low Chicago, Five Card Stud, High-Low Declare and Roll Your Own in turn (Baseball at six seats or fewer).</source>
        <translation>Tři hry stud, Follow the Queen, Baseball, Chicago, Low Chicago, Five Card Stud, High-Low Declare a Roll Your Own na střídačku (Baseball nejvýš u šesti míst).</translation>
    </message>
    <message>
        <source>Before each round a player picks one of the ten games, the home games too (Baseball at six seats or fewer).</source>
        <translation>Před každou sérií rozdání vybírá jeden hráč jednu z deseti her, i domácí hry (Baseball nejvýš u šesti míst).</translation>
    </message>
    <message>
        <source>Payouts are whole percentages adding up to 100, e.g. 50,30,20.</source>
        <translation>Výplaty jsou celá procenta, dohromady 100, např. 50, 30, 20.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Seven Card Stud</source>
        <translation>Seven Card Stud</translation>
    </message>
    <message>
        <source>Seven Card Stud Hi/Lo</source>
        <translation>Seven Card Stud Hi/Lo</translation>
    </message>
    <message>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <source>Follow the Queen</source>
        <translation>Follow the Queen</translation>
    </message>
    <message>
        <source>Baseball</source>
        <translation>Baseball</translation>
    </message>
    <message>
        <source>Chicago</source>
        <translation>Chicago</translation>
    </message>
    <message>
        <source>Low Chicago</source>
        <translation>Low Chicago</translation>
    </message>
    <message>
        <source>Five Card Stud</source>
        <translation>Five Card Stud</translation>
    </message>
    <message>
        <source>High-Low Declare</source>
        <translation>High-Low Declare</translation>
    </message>
    <message>
        <source>Roll Your Own</source>
        <translation>Roll Your Own</translation>
    </message>
    <message>
        <source>Stud Hi/Lo</source>
        <translation>Stud Hi/Lo</translation>
    </message>
    <message>
        <source>2nd street</source>
        <translation>druhá ulice</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>třetí ulice</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>čtvrtá ulice</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>pátá ulice</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>šestá ulice</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>sedmá ulice (river)</translation>
    </message>
</context>
<context>
    <name>HandDetail</name>
    <message>
        <source>No hand yet</source>
        <translation>Zatím žádné rozdání</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (místo %2)</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <extracomment>High-Low Declare (W9): %1 what the seat declared: &quot;High&quot;, &quot;Low&quot;, &quot;Both (swing)&quot;</extracomment>
        <translation>Hlášení: %1</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>složeno</translation>
    </message>
    <message>
        <source>mucked</source>
        <translation>karty neukázány</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>karty ukázány</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>výhra %1</translation>
    </message>
    <message>
        <source>net %1</source>
        <translation>bilance %1</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Společná karta</translation>
    </message>
</context>
<context>
    <name>HandListModel</name>
    <message>
        <source>Hand #%1 · %2 %3
%4</source>
        <translation>Rozdání č. %1 · %2 %3
%4</translation>
    </message>
</context>
<context>
    <name>HandName</name>
    <message>
        <source>two</source>
        <comment>one: High card, %1</comment>
        <translation>dvojka</translation>
    </message>
    <message>
        <source>three</source>
        <comment>one: High card, %1</comment>
        <translation>trojka</translation>
    </message>
    <message>
        <source>four</source>
        <comment>one: High card, %1</comment>
        <translation>čtyřka</translation>
    </message>
    <message>
        <source>five</source>
        <comment>one: High card, %1</comment>
        <translation>pětka</translation>
    </message>
    <message>
        <source>six</source>
        <comment>one: High card, %1</comment>
        <translation>šestka</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>one: High card, %1</comment>
        <translation>sedmička</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>one: High card, %1</comment>
        <translation>osmička</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>one: High card, %1</comment>
        <translation>devítka</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>one: High card, %1</comment>
        <translation>desítka</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>one: High card, %1</comment>
        <translation>kluk</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>one: High card, %1</comment>
        <translation>dáma</translation>
    </message>
    <message>
        <source>king</source>
        <comment>one: High card, %1</comment>
        <translation>král</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>one: High card, %1</comment>
        <translation>eso</translation>
    </message>
    <message>
        <source>two</source>
        <comment>top: Straight, %1 high</comment>
        <translation>dvojky</translation>
    </message>
    <message>
        <source>three</source>
        <comment>top: Straight, %1 high</comment>
        <translation>trojky</translation>
    </message>
    <message>
        <source>four</source>
        <comment>top: Straight, %1 high</comment>
        <translation>čtyřky</translation>
    </message>
    <message>
        <source>five</source>
        <comment>top: Straight, %1 high</comment>
        <translation>pětky</translation>
    </message>
    <message>
        <source>six</source>
        <comment>top: Straight, %1 high</comment>
        <translation>šestky</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>top: Straight, %1 high</comment>
        <translation>sedmičky</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>top: Straight, %1 high</comment>
        <translation>osmičky</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>top: Straight, %1 high</comment>
        <translation>devítky</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>top: Straight, %1 high</comment>
        <translation>desítky</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>top: Straight, %1 high</comment>
        <translation>kluka</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>top: Straight, %1 high</comment>
        <translation>dámy</translation>
    </message>
    <message>
        <source>king</source>
        <comment>top: Straight, %1 high</comment>
        <translation>krále</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>top: Straight, %1 high</comment>
        <translation>esa</translation>
    </message>
    <message>
        <source>twos</source>
        <comment>set: Pair of %1</comment>
        <translation>dvojek</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>set: Pair of %1</comment>
        <translation>trojek</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>set: Pair of %1</comment>
        <translation>čtyřek</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>set: Pair of %1</comment>
        <translation>pětek</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>set: Pair of %1</comment>
        <translation>šestek</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>set: Pair of %1</comment>
        <translation>sedmiček</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>set: Pair of %1</comment>
        <translation>osmiček</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>set: Pair of %1</comment>
        <translation>devítek</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>set: Pair of %1</comment>
        <translation>desítek</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>set: Pair of %1</comment>
        <translation>kluků</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>set: Pair of %1</comment>
        <translation>dam</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>set: Pair of %1</comment>
        <translation>králů</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>set: Pair of %1</comment>
        <translation>es</translation>
    </message>
    <message>
        <source>twos</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>dvojky</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>trojky</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>čtyřky</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>pětky</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>šestky</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>sedmičky</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>osmičky</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>devítky</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>desítky</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>kluci</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>dámy</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>králové</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>esa</translation>
    </message>
    <message>
        <source>High card, %1</source>
        <extracomment>%1: the rank, as in &quot;High card, ace&quot;</extracomment>
        <translation>Vysoká karta, %1</translation>
    </message>
    <message>
        <source>Pair of %1</source>
        <extracomment>%1: the rank of the pair</extracomment>
        <translation>Pár %1</translation>
    </message>
    <message>
        <source>Two pair, %1 and %2</source>
        <extracomment>%1: the higher pair, %2: the lower pair</extracomment>
        <translation>Dva páry, %1 a %2</translation>
    </message>
    <message>
        <source>Three of a kind, %1</source>
        <translation>Trojice %1</translation>
    </message>
    <message>
        <source>Straight, %1 high</source>
        <extracomment>%1: the straight&apos;s top card (&quot;five&quot; for 5-4-3-2-A)</extracomment>
        <translation>Postupka do %1</translation>
    </message>
    <message>
        <source>Flush, %1 high</source>
        <translation>Barva do %1</translation>
    </message>
    <message>
        <source>Full house, %1 full of %2</source>
        <extracomment>%1: the rank of the three cards, %2: the rank of the pair</extracomment>
        <translation>Full house, %1 a %2</translation>
    </message>
    <message>
        <source>Four of a kind, %1</source>
        <translation>Poker %1</translation>
    </message>
    <message>
        <source>Straight flush, %1 high</source>
        <translation>Čistá postupka do %1</translation>
    </message>
    <message>
        <source>Five of a kind, %1</source>
        <extracomment>only with wild cards: %1 the rank, as in &quot;Five of a kind, aces&quot;</extracomment>
        <translation>Pět %1</translation>
    </message>
    <message>
        <source>High card</source>
        <comment>hand category</comment>
        <translation>Vysoká karta</translation>
    </message>
    <message>
        <source>Pair</source>
        <comment>hand category</comment>
        <translation>Pár</translation>
    </message>
    <message>
        <source>Two pair</source>
        <comment>hand category</comment>
        <translation>Dva páry</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <comment>hand category</comment>
        <translation>Trojice</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>hand category</comment>
        <translation>Postupka</translation>
    </message>
    <message>
        <source>Flush</source>
        <comment>hand category</comment>
        <translation>Barva</translation>
    </message>
    <message>
        <source>Full house</source>
        <comment>hand category</comment>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>hand category</comment>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <comment>hand category</comment>
        <translation>Čistá postupka</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <comment>hand category</comment>
        <translation>Pětice</translation>
    </message>
    <message>
        <source>J</source>
        <comment>letter in a low: K-Q-J-10-9 low</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>letter in a low: K-Q-J-10-9 low</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <comment>letter in a low: K-Q-J-10-9 low</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>letter in a low: K-Q-J-10-9 low</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>%1 low</source>
        <extracomment>%1: the ranks of a low, highest first, e.g. &quot;8-6-4-2-A low&quot;</extracomment>
        <translation>Low %1</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Královská postupka</translation>
    </message>
    <message>
        <source>no low</source>
        <translation>bez low</translation>
    </message>
    <message>
        <source>%1 are wild</source>
        <extracomment>%1: a rank in the plural, e.g. &quot;Queens are wild&quot;</extracomment>
        <translation>Divoké karty: %1</translation>
    </message>
    <message>
        <source>%1 and %2 are wild</source>
        <extracomment>%1, %2: ranks in the plural, e.g. &quot;Queens and sevens are wild&quot;</extracomment>
        <translation>Divoké karty: %1 a %2</translation>
    </message>
    <message>
        <source>Spade in the hole, %1</source>
        <extracomment>Chicago (W5): %1 the best spade in the hole, as in &quot;Spade in the hole, K♠&quot;</extracomment>
        <translation>Skrytý pik, %1</translation>
    </message>
</context>
<context>
    <name>HandStrength</name>
    <message>
        <source>You have: %1</source>
        <extracomment>%1: the player&apos;s hand so far, e.g. &quot;two pair, kings and sevens&quot;</extracomment>
        <translation>Máte: %1</translation>
    </message>
    <message>
        <source>no low yet</source>
        <translation>zatím bez low</translation>
    </message>
    <message>
        <source>spade in the hole: %1</source>
        <extracomment>Chicago (W5): %1 the spade among the down cards that plays for the spade half</extracomment>
        <translation>skrytý pik: %1</translation>
    </message>
    <message>
        <source>no spade in the hole</source>
        <translation>žádný skrytý pik</translation>
    </message>
    <message>
        <source>You have: %1; %2</source>
        <extracomment>%1: the high hand, %2: the low (&quot;8-6-4-2-A low&quot;, &quot;no low&quot;, &quot;no low yet&quot;)</extracomment>
        <translation>Máte: %1; %2</translation>
    </message>
</context>
<context>
    <name>HandTableModel</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limity</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Vítězové</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sezení</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation>Na tahu je %1 — klikněte, až budete připraveni</translation>
    </message>
    <message>
        <source>Everyone else, please look away: your cards are hidden.</source>
        <translation>Ostatní se prosím nedívejte: vaše karty jsou skryté.</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Hand history — StudDesk</source>
        <translation>Historie rozdání — StudDesk</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historie rozdání</translation>
    </message>
    <message>
        <source>Open journal…</source>
        <translation>Otevřít deník…</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Otevřít složku…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Session ledger</source>
        <translation>Vyúčtování sezení</translation>
    </message>
    <message>
        <source>All-time ledger</source>
        <translation>Celkové vyúčtování</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <source>Export ledger…</source>
        <translation>Exportovat vyúčtování…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Hands from %1</source>
        <translation>Rozdání z: %1</translation>
    </message>
    <message numerus="yes">
        <source>(%n could not be read)</source>
        <extracomment>%n: how many files or hands could not be read</extracomment>
        <translation>
            <numerusform>(nelze přečíst: %n)</numerusform>
            <numerusform>(nelze přečíst: %n)</numerusform>
            <numerusform>(nelze přečíst: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hands</source>
        <extracomment>%1 hands shown of %n</extracomment>
        <translation>
            <numerusform>%1 z %n rozdání</numerusform>
            <numerusform>%1 z %n rozdání</numerusform>
            <numerusform>%1 z %n rozdání</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands yet: open a host&apos;s journal or a folder of PHH files.</source>
        <translation>Zatím žádná rozdání: otevřete deník hostitele nebo složku se soubory PHH.</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Všichni hráči</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Všechny hry</translation>
    </message>
    <message>
        <source>Export ledger</source>
        <translation>Exportovat vyúčtování</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Soubory CSV (*.csv);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Open a host&apos;s journal</source>
        <translation>Otevřít deník hostitele</translation>
    </message>
    <message>
        <source>StudDesk journals (*.sqlite3);;All files (*)</source>
        <translation>Deníky StudDesku (*.sqlite3);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Open a folder of PHH files</source>
        <translation>Otevřít složku se soubory PHH</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table — StudDesk</source>
        <translation>Založit stůl — StudDesk</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Založit stůl</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Stůl: %1</translation>
    </message>
    <message>
        <source>Table and stakes</source>
        <translation>Stůl a limity</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formát</translation>
    </message>
    <message>
        <source>Seats and clocks</source>
        <translation>Místa a čas</translation>
    </message>
    <message>
        <source>House rules and access</source>
        <translation>Domácí pravidla a přístup</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Název stolu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limity</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Spodní limit</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Horní limit</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Počítačoví hráči</translation>
    </message>
    <message>
        <source>Action timer (s)</source>
        <translation>Čas na tah (s)</translation>
    </message>
    <message>
        <source>Time bank (s)</source>
        <translation>Časová rezerva (s)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Heslo</translation>
    </message>
    <message>
        <source>Relay</source>
        <extracomment>a relay (`studdesk relay`) that carries friends the router does not let in</extracomment>
        <translation>Přenosový server (relay)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Vlastní</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>a computer player that makes any legal move at random</extracomment>
        <translation>náhodné tahy</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>lehká obtížnost</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>střední obtížnost</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>těžká obtížnost</translation>
    </message>
    <message>
        <source>Open pair on 4th street allows the big bet (L5)</source>
        <translation>Pár lícem vzhůru na čtvrté ulici povoluje horní limit (L5)</translation>
    </message>
    <message>
        <source>No cap when two players are left (L4)</source>
        <translation>Bez capu při hře dvou hráčů – heads up (L4)</translation>
    </message>
    <message>
        <source>Approve each player who wants to join</source>
        <translation>Schvalovat každého hráče, který se chce připojit</translation>
    </message>
    <message>
        <source>Nobody deals</source>
        <translation>Nikdo nerozdává</translation>
    </message>
    <message>
        <source>Let phones and browsers join</source>
        <translation>Povolit připojení z telefonů a prohlížečů</translation>
    </message>
    <message>
        <source>Open my router for friends in other houses</source>
        <translation>Otevřít můj router pro přátele z jiných domácností</translation>
    </message>
    <message>
        <source>Asks your router (UPnP or NAT-PMP) to forward this table&apos;s port while the table runs, and closes it afterwards. A router behind your provider&apos;s own network cannot be reached from outside it; then use a relay.</source>
        <translation>Požádá váš router (UPnP nebo NAT-PMP), aby přesměroval port tohoto stolu, dokud stůl běží, a potom ho zavře. Router za vlastní sítí vašeho poskytovatele není zvenčí dosažitelný; pak použijte přenosový server (relay).</translation>
    </message>
    <message>
        <source>none, or host:port, like relay.example.org:47478</source>
        <extracomment>host:port of a relay; the example&apos;s address stays as it is</extracomment>
        <translation>nic, nebo host:port, např. relay.example.org:47478</translation>
    </message>
    <message>
        <source>A relay carries friends who cannot reach this computer, encrypted end to end. With the router box checked it is used only when the router does not open the port.</source>
        <translation>Přenosový server spojí přátele, kteří se k tomuto počítači nedostanou, se šifrováním mezi koncovými body. Je-li zaškrtnuto pole routeru, použije se, jen když router port neotevře.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Suggest one</source>
        <translation>Navrhnout</translation>
    </message>
    <message>
        <source>Only this computer (not on the network)</source>
        <translation>Jen tento počítač (ne v síti)</translation>
    </message>
    <message>
        <source>Format: %1 (the Format page)</source>
        <extracomment>%1: the format chosen on the Format page, e.g. &quot;Cash game of the game above&quot;</extracomment>
        <translation>Formát: %1 (karta Formát)</translation>
    </message>
    <message>
        <source>Only windows on this computer can join: the table listens on 127.0.0.1 and is not announced on the network.</source>
        <translation>Připojit se mohou jen okna na tomto počítači: stůl naslouchá na 127.0.0.1 a v síti se neohlašuje.</translation>
    </message>
    <message>
        <source>Anyone on your network can see the table in their lobby and join; a password keeps strangers out.</source>
        <translation>Kdokoli ve vaší síti uvidí stůl ve svém lobby a může se připojit; heslo nepustí cizí lidi.</translation>
    </message>
    <message>
        <source>The table needs a name.</source>
        <translation>Stůl potřebuje název.</translation>
    </message>
    <message>
        <source>Nobody deals: at most 7 seats, and no Baseball or Roll Your Own in the format.</source>
        <translation>Nikdo nerozdává: nejvýše 7 míst a ve formátu žádná hra Baseball ani Roll Your Own.</translation>
    </message>
    <message>
        <source>Every device shuffles and deals with the others: not even this computer knows a card before it is shown.</source>
        <translation>Každé zařízení míchá a rozdává spolu s ostatními: ani tento počítač nezná žádnou kartu, dokud není ukázána.</translation>
    </message>
    <message>
        <source>Write the relay as host:port, like relay.example.org:47478 (not %1).</source>
        <translation>Zadejte přenosový server jako host:port, např. relay.example.org:47478 (ne %1).</translation>
    </message>
    <message>
        <source>The small bet must be at least one chip.</source>
        <translation>Spodní limit musí být aspoň jeden žeton.</translation>
    </message>
    <message>
        <source>The bring-in must be at least one chip and at most the small bet.</source>
        <translation>Bring-in musí být aspoň jeden žeton a nejvýše spodní limit.</translation>
    </message>
    <message>
        <source>The big bet cannot be smaller than the small bet.</source>
        <translation>Horní limit nesmí být menší než spodní limit.</translation>
    </message>
    <message>
        <source>The buy-in must cover at least the ante and the bring-in.</source>
        <translation>Buy-in musí pokrýt aspoň ante a bring-in.</translation>
    </message>
    <message>
        <source>Port %1 is already in use on this computer (another table?). Your table will listen on a free port instead and show its address in the dealer log: whoever connects by address needs that number. Click OK to host anyway.</source>
        <extracomment>%1: the port number StudDesk tables use (47474)</extracomment>
        <translation>Port %1 je na tomto počítači už obsazený (jiný stůl?). Váš stůl použije volný port a jeho adresu uvede v panelu „Dealer“: kdo se připojuje podle adresy, potřebuje toto číslo. Klikněte na OK, chcete-li stůl přesto založit.</translation>
    </message>
</context>
<context>
    <name>HostMenu</name>
    <message>
        <source>Let %1 in</source>
        <translation>Pustit ke stolu: %1</translation>
    </message>
    <message>
        <source>Turn %1 away</source>
        <translation>Odmítnout: %1</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Pokračovat ve hře</translation>
    </message>
    <message>
        <source>Pause after this hand</source>
        <translation>Pauza po tomto rozdání</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Odebrat hráče</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>%1: seat number, %2: the player&apos;s name</extracomment>
        <translation>Místo %1: %2</translation>
    </message>
    <message>
        <source>Invite a friend…</source>
        <translation>Pozvat přítele…</translation>
    </message>
    <message>
        <source>Phones and browsers…</source>
        <translation>Telefony a prohlížeče…</translation>
    </message>
    <message>
        <source>End the session…</source>
        <translation>Ukončit sezení…</translation>
    </message>
</context>
<context>
    <name>HotseatDialog</name>
    <message>
        <source>Hotseat / solo — StudDesk</source>
        <translation>Hotseat / sólo — StudDesk</translation>
    </message>
    <message>
        <source>Hotseat or solo game</source>
        <translation>Hra hotseat nebo sólo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limity</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>a computer player that makes any legal move at random</extracomment>
        <translation>náhodný</translation>
    </message>
    <message>
        <source>Person at this computer</source>
        <translation>Člověk u tohoto počítače</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>Počítač — %1</translation>
    </message>
    <message>
        <source>%1 is for at most %2 players.</source>
        <translation>%1 hraje nejvýš %2 hráčů.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>lehký</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>střední</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>těžký</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Místo %1</translation>
    </message>
    <message>
        <source>Choose at least two seats.</source>
        <translation>Vyberte aspoň dvě místa.</translation>
    </message>
    <message>
        <source>At least one seat must be a person at this computer.</source>
        <translation>Aspoň na jednom místě musí hrát člověk u tohoto počítače.</translation>
    </message>
    <message>
        <source>Give every seat a different name.</source>
        <translation>Každé místo musí mít jiné jméno.</translation>
    </message>
    <message>
        <source>“Table” cannot be a player&apos;s name.</source>
        <extracomment>&quot;Table&quot; is how the dealer signs its own chat lines</extracomment>
        <translation>„Table“ nemůže být jméno hráče.</translation>
    </message>
</context>
<context>
    <name>HouseOptions</name>
    <message>
        <source>Queens are wild too</source>
        <extracomment>Follow the Queen (W3): the queens stay wild beside the rank that follows one</extracomment>
        <translation>Dámy jsou také divoké</translation>
    </message>
    <message>
        <source>An up four</source>
        <translation>Čtyřka lícem vzhůru</translation>
    </message>
    <message>
        <source>An up three</source>
        <translation>Trojka lícem vzhůru</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <extracomment>Low Chicago (W5): how the ace of spades in the hole counts for the lowest spade</extracomment>
        <translation>Pikové eso</translation>
    </message>
    <message>
        <source>earns an extra card down</source>
        <translation>přináší kartu navíc lícem dolů</translation>
    </message>
    <message>
        <source>earns an extra card up</source>
        <translation>přináší kartu navíc lícem vzhůru</translation>
    </message>
    <message>
        <source>costs a big bet, or fold</source>
        <translation>stojí horní limit, nebo složit</translation>
    </message>
    <message>
        <source>costs the pot, or fold</source>
        <translation>stojí výši banku, nebo složit</translation>
    </message>
    <message>
        <source>counts high</source>
        <translation>počítá se vysoko</translation>
    </message>
    <message>
        <source>counts low (the lowest spade)</source>
        <translation>počítá se nízko (nejnižší pik)</translation>
    </message>
    <message>
        <source>A swing that ties</source>
        <extracomment>High-Low Declare (W10.1): a player who declared both and ties a way</extracomment>
        <translation>Swing při remíze</translation>
    </message>
    <message>
        <source>gets nothing</source>
        <translation>nedostane nic</translation>
    </message>
    <message>
        <source>shares the half it ties</source>
        <translation>dělí se o remízovou polovinu</translation>
    </message>
    <message>
        <source>Wild: queens, and the rank of the card dealt up after the last up queen.</source>
        <extracomment>Follow the Queen (RULES.md W3), queens wild (the default)</extracomment>
        <translation>Divoké: dámy a hodnota karty rozdané lícem nahoru po poslední otevřené dámě.</translation>
    </message>
    <message>
        <source>Wild: the rank of the card dealt up after the last up queen (queens are not).</source>
        <translation>Divoká: hodnota karty rozdané lícem nahoru po poslední otevřené dámě (dámy ne).</translation>
    </message>
    <message>
        <source>The best five-card high hand wins.</source>
        <translation>Vyhrává nejlepší pětikaretní high kombinace.</translation>
    </message>
    <message>
        <source>High and low split the pot; a low is five cards eight or lower.</source>
        <translation>High a low si dělí bank; low je pět karet do osmičky.</translation>
    </message>
    <message>
        <source>The lowest hand wins: aces are low, straights and flushes do not count.</source>
        <translation>Vyhrává nejnižší kombinace: eso je nízké, postupky a barvy se nepočítají.</translation>
    </message>
    <message>
        <source>Wild: threes and nines. Up to six players.</source>
        <extracomment>Baseball (RULES.md W4)</extracomment>
        <translation>Divoké: trojky a devítky. Nejvýše šest hráčů.</translation>
    </message>
    <message>
        <source>Half the pot to the best high hand, half to the highest spade in the hole.</source>
        <extracomment>Chicago (RULES.md W5)</extracomment>
        <translation>Polovina banku nejlepší high kombinaci, polovina nejvyššímu skrytému piku.</translation>
    </message>
    <message>
        <source>Half the pot to the best high hand, half to the lowest spade in the hole.</source>
        <translation>Polovina banku nejlepší high kombinaci, polovina nejnižšímu skrytému piku.</translation>
    </message>
    <message>
        <source>One card down and four up; the best high hand wins.</source>
        <extracomment>Five Card Stud (RULES.md W6)</extracomment>
        <translation>Jedna karta skrytá a čtyři otevřené; vyhrává nejlepší high kombinace.</translation>
    </message>
    <message>
        <source>After the last bet everyone declares high, low or both, in secret and all at once; no qualifier.</source>
        <extracomment>High-Low Declare (RULES.md W8, W9)</extracomment>
        <translation>Po poslední sázce všichni tajně a naráz hlásí high, low nebo obojí; bez kvalifikace.</translation>
    </message>
    <message>
        <source>Every card comes down; on each street everyone turns up a card of their choice, all at once.</source>
        <extracomment>Roll Your Own (RULES.md W11)</extracomment>
        <translation>Všechny karty přijdou skryté; na každé ulici všichni naráz otočí kartu podle své volby.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Copied</source>
        <translation>Zkopírováno</translation>
    </message>
    <message>
        <source>Invite a friend — StudDesk</source>
        <translation>Pozvat přítele — StudDesk</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Pozvat přítele</translation>
    </message>
    <message>
        <source>Send this invite to a friend in another house; they paste it under “Join with an invite” in their lobby. It names this table&apos;s identity, so nobody else can pose as it.</source>
        <translation>Pošlete tuto pozvánku příteli v jiném domě; vloží ji ve svém lobby pod „Připojit se pozvánkou“. Pozvánka nese identitu tohoto stolu, takže se za něj nikdo jiný nevydává.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopírovat</translation>
    </message>
    <message>
        <source>Phones join on this network only, through the web table&apos;s address (Phones and browsers).</source>
        <translation>Telefony se připojují jen v této síti, přes adresu webového stolu (Telefony a prohlížeče).</translation>
    </message>
    <message>
        <source>A friend&apos;s StudDesk tries these ways, in order:</source>
        <translation>StudDesk přítele zkouší tyto cesty v tomto pořadí:</translation>
    </message>
    <message>
        <source>On this network: %1</source>
        <extracomment>%1: the table&apos;s address on the host&apos;s network (192.168.1.20:47474)</extracomment>
        <translation>V této síti: %1</translation>
    </message>
    <message>
        <source>Through your router: %1</source>
        <extracomment>%1: the address the home router forwards to this table (203.0.113.5:47474)</extracomment>
        <translation>Přes váš router: %1</translation>
    </message>
    <message>
        <source>Through the relay: %1</source>
        <extracomment>%1: the relay&apos;s address (relay.example.org:47478)</extracomment>
        <translation>Přes přenosový server: %1</translation>
    </message>
</context>
<context>
    <name>LanTableModel</name>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limity</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa</translation>
    </message>
    <message>
        <source>%1 (needs another StudDesk version)</source>
        <translation>%1 (vyžaduje jinou verzi StudDesku)</translation>
    </message>
    <message>
        <source>This table asks for a password</source>
        <translation>Tento stůl vyžaduje heslo</translation>
    </message>
</context>
<context>
    <name>LastHandWindow</name>
    <message>
        <source>Last hand — StudDesk</source>
        <translation>Poslední rozdání — StudDesk</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <source>Export PHH…</source>
        <translation>Exportovat PHH…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Zatím se nehrálo žádné rozdání</translation>
    </message>
    <message>
        <source>Hand #%1 · %2 %3</source>
        <translation>Rozdání č. %1 · %2 %3</translation>
    </message>
    <message>
        <source>Fairness check: %1</source>
        <translation>Kontrola férovosti: %1</translation>
    </message>
    <message>
        <source>Fairness check: not received yet</source>
        <translation>Kontrola férovosti: zatím nepřišla</translation>
    </message>
    <message>
        <source>Export hand history</source>
        <translation>Exportovat historii rozdání</translation>
    </message>
    <message>
        <source>Poker hand histories (*.phh);;All files (*)</source>
        <translation>Historie pokerových rozdání (*.phh);;Všechny soubory (*)</translation>
    </message>
</context>
<context>
    <name>LedgerDialog</name>
    <message>
        <source>Ledger — StudDesk</source>
        <translation>Vyúčtování — StudDesk</translation>
    </message>
    <message>
        <source>The session is over</source>
        <translation>Sezení skončilo</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Vyúčtování</translation>
    </message>
    <message>
        <source>Who bought in for how much, what they have now, and who is up or down. Settle up as the table agreed.</source>
        <translation>Kdo nakoupil za kolik, kolik má teď a kdo je v plusu nebo v minusu. Vyrovnejte se tak, jak se stůl dohodl.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Bought in</source>
        <translation>Nakoupeno</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Teď</translation>
    </message>
    <message>
        <source>Up / down</source>
        <translation>Plus / minus</translation>
    </message>
</context>
<context>
    <name>LedgerModel</name>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sezení</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Výhra nebo ztráta</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <source>Fixed-limit stud home games on your network</source>
        <translation>Domácí hry stud fixed limit ve vaší síti</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Založit stůl</translation>
    </message>
    <message>
        <source>Join the selected table</source>
        <translation>Připojit se k vybranému stolu</translation>
    </message>
    <message>
        <source>Watch the selected table</source>
        <translation>Sledovat vybraný stůl</translation>
    </message>
    <message>
        <source>Connect by address…</source>
        <translation>Připojit podle adresy…</translation>
    </message>
    <message>
        <source>Paste an invite (SD1-…)</source>
        <translation>Vložte pozvánku (SD1-…)</translation>
    </message>
    <message>
        <source>A friend&apos;s table in another house: paste the invite its host sent you</source>
        <translation>Stůl přítele v jiném domě: vložte pozvánku, kterou vám poslal hostitel</translation>
    </message>
    <message>
        <source>Join with an invite</source>
        <translation>Připojit se pozvánkou</translation>
    </message>
    <message>
        <source>Hotseat / solo game</source>
        <translation>Hra hotseat / sólo</translation>
    </message>
    <message>
        <source>Hands of the last table…</source>
        <translation>Rozdání posledního stolu…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historie rozdání</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ukončit</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Stoly ve vaší síti</translation>
    </message>
    <message>
        <source>Looking for tables on the local network…

Host one, or connect by address.</source>
        <translation>Hledám stoly v místní síti…

Založte vlastní, nebo se připojte podle adresy.</translation>
    </message>
    <message>
        <source>Playing as %1 — change it in Settings</source>
        <translation>Hrajete jako %1 — změníte to v Nastavení</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>StudDesk</source>
        <translation>StudDesk</translation>
    </message>
    <message>
        <source>Hotseat game</source>
        <translation>Hra hotseat</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Hra sólo</translation>
    </message>
    <message>
        <source>This invite cannot be used</source>
        <translation>Tuto pozvánku nelze použít</translation>
    </message>
    <message>
        <source>Paste the invite the host gave you (it starts with SD1-).</source>
        <translation>Vložte pozvánku od hostitele (začíná SD1-).</translation>
    </message>
    <message>
        <source>This is not a StudDesk invite: an invite starts with SD1-.</source>
        <translation>Toto není pozvánka StudDesku: pozvánka začíná SD1-.</translation>
    </message>
    <message>
        <source>This invite is damaged or cut short: copy the whole invite again.</source>
        <translation>Tato pozvánka je poškozená nebo useknutá: zkopírujte ji znovu celou.</translation>
    </message>
    <message>
        <source>This invite comes from a newer StudDesk: update StudDesk to use it.</source>
        <translation>Tato pozvánka je z novějšího StudDesku: aktualizujte StudDesk, abyste ji mohli použít.</translation>
    </message>
    <message>
        <source>Your name at the table:</source>
        <translation>Vaše jméno u stolu:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Vaše jméno</translation>
    </message>
    <message>
        <source>A name of 1 to %1 letters, please.</source>
        <extracomment>%1: the longest name allowed</extracomment>
        <translation>Zadejte jméno o 1 až %1 znacích.</translation>
    </message>
    <message>
        <source>Welcome to StudDesk! What shall the table call you? (You can change it in Settings.)</source>
        <translation>Vítejte ve StudDesku! Jak vám má stůl říkat? (Změníte to v Nastavení.)</translation>
    </message>
    <message>
        <source>The table %1 needs a password.</source>
        <translation>Stůl %1 vyžaduje heslo.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Heslo</translation>
    </message>
    <message>
        <source>Someone at this table is already called %1. Join under another name?</source>
        <extracomment>%1: the name somebody at the table already has</extracomment>
        <translation>U tohoto stolu se už někdo jmenuje %1. Připojit se pod jiným jménem?</translation>
    </message>
    <message>
        <source>Could not join the table</source>
        <translation>Připojení ke stolu se nezdařilo</translation>
    </message>
    <message>
        <source>Could not start the table</source>
        <translation>Stůl se nepodařilo spustit</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Seat %1</source>
        <translation>Místo %1</translation>
    </message>
    <message>
        <source>high</source>
        <extracomment>High-Low Declare: what a player declared, in &quot;Anna declares high&quot;</extracomment>
        <translation>high</translation>
    </message>
    <message>
        <source>low</source>
        <translation>low</translation>
    </message>
    <message>
        <source>both</source>
        <extracomment>High-Low Declare: both ways, a swing</extracomment>
        <translation>obojí (swing)</translation>
    </message>
    <message>
        <source>%1 declares %2</source>
        <extracomment>one declaration of those shown together: &quot;Anna declares low&quot;</extracomment>
        <translation>%1 hlásí %2</translation>
    </message>
    <message>
        <source>Everyone has declared: %1</source>
        <extracomment>W9.3: every declaration shown at once; %1: &quot;Anna declares low, Emil declares both&quot;</extracomment>
        <translation>Všichni ohlásili: %1</translation>
    </message>
    <message>
        <source>Turned up together: %1</source>
        <extracomment>W11.2: every chosen card turned up at once; %1: &quot;Anna A♥, Emil 9♦&quot;</extracomment>
        <translation>Otočeno naráz: %1</translation>
    </message>
    <message numerus="yes">
        <source>Antes: %1 from each of %n players</source>
        <translation>
            <numerusform>Ante: %1 od %n hráče</numerusform>
            <numerusform>Ante: %1 od každého z %n hráčů</numerusform>
            <numerusform>Ante: %1 od každého z %n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 antes %2</source>
        <translation>%1 vkládá ante %2</translation>
    </message>
    <message>
        <source>Hand #%1: %2</source>
        <translation>Rozdání č. %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Too few cards left: the %n burned and undealt cards are shuffled</source>
        <translation>
            <numerusform>Málo karet: %n sejmutá a nerozdaná karta se zamíchá</numerusform>
            <numerusform>Málo karet: %n sejmuté a nerozdané karty se zamíchají</numerusform>
            <numerusform>Málo karet: %n sejmutých a nerozdaných karet se zamíchá</numerusform>
        </translation>
    </message>
    <message>
        <source>Community card %1: every player uses it as their 7th card</source>
        <translation>Společná karta %1: každý hráč ji použije jako svou 7. kartu</translation>
    </message>
    <message>
        <source>Uncalled bet of %1 returned to %2</source>
        <translation>Nedorovnaná sázka %1 se vrací hráči: %2</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 ukazuje %2</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1 neukazuje karty</translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <extracomment>W9.3, W11.2: a player made the secret choice; what it is comes later</extracomment>
        <translation>%1 už zvolil(a)</translation>
    </message>
    <message>
        <source>Left the hand: %1. No further card can be opened, so the hand ends here (%2 forfeited)</source>
        <extracomment>H4, a table where nobody deals: %1 the players of the device that left (&quot;Anna&quot; or &quot;Anna, Emil&quot;), %2 the chips they put in, now lost</extracomment>
        <translation>Rozdání opustil(a): %1. Žádnou další kartu už nelze otevřít, a tak rozdání končí tady (propadá %2)</translation>
    </message>
    <message>
        <source>%2 returned to %1</source>
        <extracomment>H4: everything %1 put in this hand comes back (%2 chips)</extracomment>
        <translation>%2 se vrací hráči: %1</translation>
    </message>
    <message>
        <source>%1 takes %2 of the forfeited chips</source>
        <extracomment>H4: %1&apos;s equal share (%2 chips) of what the leaving player forfeited</extracomment>
        <translation>%1 dostává %2 z propadlých žetonů</translation>
    </message>
    <message>
        <source>the pot</source>
        <extracomment>the pot a failed swing gets nothing from: &quot;the pot&quot;, or &quot;side pot 1&quot;</extracomment>
        <translation>banku</translation>
    </message>
    <message>
        <source>side pot %1</source>
        <translation>vedlejšího banku %1</translation>
    </message>
    <message>
        <source>%1 swung and won neither way alone (high: %2, low: %3): nothing from %4</source>
        <extracomment>W10.1: %1 declared both and lost both ways; %2, %3: &quot;tied&quot; or &quot;beaten&quot; for the high and the low; %4: &quot;the pot&quot;</extracomment>
        <translation>%1 hrál(a) swing a nevyhrál(a) sám/sama ani jednu stranu (high: %2, low: %3): nic z %4</translation>
    </message>
    <message>
        <source>%1 swung and tied high: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another high tied theirs (a tie loses); %2: &quot;the pot&quot;</extracomment>
        <translation>%1 hrál(a) swing a v high remizoval(a): nic z %2</translation>
    </message>
    <message>
        <source>%1 swung and was beaten high: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another high beat theirs; %2: &quot;the pot&quot;</extracomment>
        <translation>%1 hrál(a) swing a v high prohrál(a): nic z %2</translation>
    </message>
    <message>
        <source>%1 swung and tied low: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another low tied theirs (a tie loses); %2: &quot;the pot&quot;</extracomment>
        <translation>%1 hrál(a) swing a v low remizoval(a): nic z %2</translation>
    </message>
    <message>
        <source>%1 swung and was beaten low: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another low beat theirs; %2: &quot;the pot&quot;</extracomment>
        <translation>%1 hrál(a) swing a v low prohrál(a): nic z %2</translation>
    </message>
    <message>
        <source>tied</source>
        <extracomment>W10.1: how a swing lost a way, in &quot;(high: tied, low: beaten)&quot;: another hand as good</extracomment>
        <translation>remíza</translation>
    </message>
    <message>
        <source>beaten</source>
        <extracomment>W10.1: how a swing lost a way, in &quot;(high: tied, low: beaten)&quot;: a better hand</extracomment>
        <translation>prohra</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1 skládá</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 pokračuje bez sázky</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <extracomment>%1 calls %2 chips</extracomment>
        <translation>%1 dorovnává %2</translation>
    </message>
    <message>
        <source>%1 brings in for %2</source>
        <extracomment>%1 posts the bring-in of %2</extracomment>
        <translation>%1 vkládá bring-in %2</translation>
    </message>
    <message>
        <source>%1 completes to %3</source>
        <extracomment>%1 completes the bring-in to the small bet, %3 in all (%2: the chips put in now)</extracomment>
        <translation>%1 doplňuje na %3</translation>
    </message>
    <message>
        <source>%1 bets %3</source>
        <extracomment>%3: the bet (%2: the chips put in now)</extracomment>
        <translation>%1 sází %3</translation>
    </message>
    <message>
        <source>%1 raises to %3</source>
        <extracomment>%3: the new total bet of the round (%2: the chips put in now)</extracomment>
        <translation>%1 zvyšuje na %3</translation>
    </message>
    <message>
        <source>%1 shows</source>
        <translation>%1 ukazuje karty</translation>
    </message>
    <message>
        <source>%1 pays %2 to keep the three</source>
        <extracomment>Baseball (an up three): %2 the price paid to keep it, wild</extracomment>
        <translation>%1 platí %2 a nechává si trojku</translation>
    </message>
    <message>
        <source>%1 lets the clock run out on the three and folds</source>
        <translation>Čas vypršel: %1 neplatí za trojku a skládá</translation>
    </message>
    <message>
        <source>%1 declines to pay for the three and folds</source>
        <translation>%1 neplatí za trojku a skládá</translation>
    </message>
    <message>
        <source>%1 and is all-in</source>
        <extracomment>%1: a sentence such as &quot;Anna calls 2&quot;</extracomment>
        <translation>%1 a je all-in</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <extracomment>the first side pot is number 1</extracomment>
        <translation>Vedlejší bank %1</translation>
    </message>
    <message>
        <source>%1 (high)</source>
        <translation>%1 (high)</translation>
    </message>
    <message>
        <source>%1 (low)</source>
        <translation>%1 (low)</translation>
    </message>
    <message>
        <source>%1 (spade in the hole)</source>
        <extracomment>Chicago (W5): the pot&apos;s half for the best spade in the hole</extracomment>
        <translation>%1 (skrytý pik)</translation>
    </message>
    <message>
        <source>%1 %2 to %3</source>
        <extracomment>%1: &quot;Pot&quot; or &quot;Side pot 1&quot; (maybe with &quot;(high)&quot;), %2: the chips, %3: the winner</extracomment>
        <translation>%1 %2 vyhrává %3</translation>
    </message>
    <message>
        <source>%1, who declared %2</source>
        <extracomment>High-Low Declare: %1 &quot;Pot 2.70 to Anna&quot;, %2 what Anna declared (&quot;low&quot;)</extracomment>
        <translation>%1 (hlášení: %2)</translation>
    </message>
</context>
<context>
    <name>NetSession</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>Připojování: %1…</translation>
    </message>
    <message>
        <source>Waiting for the host to let you in…</source>
        <translation>Čekáme, až vás hostitel pustí ke stolu…</translation>
    </message>
    <message>
        <source>Hand #%1 goes on without you: your cards were folded, the %2 you had put in stays in its pot, and your %3 leaves the table with you, as the host&apos;s ledger shows.</source>
        <extracomment>N3: the host removed this player during a hand, which went on without them. %1: the hand&apos;s number, %2: the chips they had put in, %3: the chips they had left</extracomment>
        <translation>Rozdání č. %1 pokračuje bez vás: vaše karty byly složeny, vložených %2 zůstává v banku a vašich %3 odchází od stolu s vámi, jak ukazuje vyúčtování hostitele.</translation>
    </message>
    <message>
        <source>You pause the game after this hand.</source>
        <translation>Po tomto rozdání hru pozastavíte.</translation>
    </message>
    <message>
        <source>You let the game go on.</source>
        <translation>Necháváte hru pokračovat.</translation>
    </message>
    <message>
        <source>The host pauses the game after this hand.</source>
        <translation>Hostitel po tomto rozdání hru pozastaví.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Hra pokračuje.</translation>
    </message>
    <message>
        <source>Your table is open at %1.</source>
        <extracomment>%1: address:port, for &quot;Connect by address&quot;</extracomment>
        <translation>Váš stůl je otevřen na adrese %1.</translation>
    </message>
    <message>
        <source>Hand #%1 was cut short when the table stopped: it is void, and every chip went back to where it was when it started.</source>
        <extracomment>%1: a hand number</extracomment>
        <translation>Rozdání č. %1 se přerušilo, když se stůl zastavil: je neplatné a každý žeton se vrátil tam, kde byl na jeho začátku.</translation>
    </message>
    <message>
        <source>%1 timed out twice and is sitting out.</source>
        <extracomment>C3: the host sat a player out after two timeouts in a row</extracomment>
        <translation>%1 – dvakrát vypršel čas na tah, od teď mimo hru.</translation>
    </message>
    <message>
        <source>%1 was removed by the host.</source>
        <translation>Hostitel vykázal od stolu: %1.</translation>
    </message>
    <message>
        <source>The host is ending the session after this hand.</source>
        <translation>Hostitel po tomto rozdání ukončí sezení.</translation>
    </message>
    <message>
        <source>Hand #%1 is played out without you: you are all in with %2, and whatever it brings you goes into the host&apos;s ledger.</source>
        <extracomment>N3: the host removed this player, all in, during a hand (played out for them). %1: the hand&apos;s number, %2: the chips they had put in</extracomment>
        <translation>Rozdání č. %1 se dohraje bez vás: jste all-in s %2 a cokoli vám přinese, půjde do vyúčtování hostitele.</translation>
    </message>
    <message>
        <source>%1 rebuys %2: the stack is %3 now.</source>
        <extracomment>T3: %1 a player, %2 the chips bought, %3 the stack now (the buy-in)</extracomment>
        <translation>%1 dokupuje %2: stack je teď %3.</translation>
    </message>
    <message>
        <source>Verified: the deck was committed before the deal, and all %1 cards seen here came from it in order.</source>
        <translation>Ověřeno: balíček byl zavázán před rozdáním a všechny zde viděné karty (%1) z něj pocházejí ve správném pořadí.</translation>
    </message>
    <message>
        <source>Not checked: this table missed part of the hand (it joined or reconnected during it); the revealed deck matches its commitment.</source>
        <translation>Neověřeno: tento počítač zmeškal část rozdání (připojil se nebo znovu připojil během něj); odkrytý balíček odpovídá závazku.</translation>
    </message>
    <message>
        <source>FAILED: the revealed deck does not match the commitment made before the deal.</source>
        <translation>CHYBA: odkrytý balíček neodpovídá závazku učiněnému před rozdáním.</translation>
    </message>
    <message>
        <source>FAILED: the cards dealt do not match the revealed deck (%1).</source>
        <extracomment>%1: what did not match, in English from the network layer</extracomment>
        <translation>CHYBA: rozdané karty neodpovídají odkrytému balíčku (%1).</translation>
    </message>
    <message>
        <source>%1 wants to join the table.</source>
        <translation>%1 se chce připojit ke stolu.</translation>
    </message>
    <message>
        <source>%1 sits down in seat %2.</source>
        <translation>%1 si sedá na místo %2.</translation>
    </message>
    <message>
        <source>%1 leaves seat %2.</source>
        <translation>%1 opouští místo %2.</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Obnovování spojení…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Zpět u stolu.</translation>
    </message>
    <message>
        <source>the connection to the table was lost</source>
        <translation>spojení se stolem bylo přerušeno</translation>
    </message>
    <message>
        <source>Could not take a seat: %1</source>
        <extracomment>%1: why (for instance &quot;That seat is taken.&quot;)</extracomment>
        <translation>Nepodařilo se obsadit místo: %1</translation>
    </message>
    <message>
        <source>A table new to this computer: its identity is %1. StudDesk remembers it and refuses another machine at this address.</source>
        <extracomment>%1: the table&apos;s certificate fingerprint, groups of four hex digits</extracomment>
        <translation>Stůl pro tento počítač nový: jeho identita je %1. StudDesk si ji pamatuje a jiný počítač na této adrese odmítne.</translation>
    </message>
    <message>
        <source>Hand #%1 is void: every chip went back to where it was when it started.</source>
        <extracomment>At a table where nobody deals. %1: a hand number</extracomment>
        <translation>Rozdání č. %1 je neplatné: každý žeton se vrátil tam, kde byl na jeho začátku.</translation>
    </message>
    <message>
        <source>You are not dealt in: at this table nobody deals, and this computer has not given its share of the deal yet.</source>
        <extracomment>At a table where nobody deals (every computer with a seat takes part in the deal), this computer has not given the table its share of the deal yet.</extracomment>
        <translation>Nejste v rozdání: u tohoto stolu nikdo nerozdává a tento počítač ještě neposlal svůj podíl na rozdávání.</translation>
    </message>
    <message>
        <source>%1&apos;s device needs about %2 s to check the deck: the cards come about %2 s after the hand starts.</source>
        <extracomment>At a table where nobody deals, said before a hand. %1: a player, %2: seconds. Every player&apos;s computer or phone checks the shuffled deck before the cards come.</extracomment>
        <translation>Zařízení hráče %1 potřebuje asi %2 s na kontrolu balíčku: karty přijdou asi %2 s po začátku rozdání.</translation>
    </message>
    <message>
        <source>The sit-and-go is over: one player holds every chip.</source>
        <translation>Turnaj Sit &amp; Go skončil: jeden hráč má všechny žetony.</translation>
    </message>
    <message>
        <source>Nobody answers at this address: the table&apos;s host has closed it, or is not on this network any more.</source>
        <translation>Na této adrese nikdo neodpovídá: hostitel stůl zavřel, nebo už není v této síti.</translation>
    </message>
    <message>
        <source>The table did not answer in time (or its host did not let you in yet).</source>
        <translation>Stůl neodpověděl včas (nebo vás hostitel ještě nepustil).</translation>
    </message>
    <message>
        <source>This table needs a password.</source>
        <translation>Tento stůl vyžaduje heslo.</translation>
    </message>
    <message>
        <source>That password is not right.</source>
        <translation>Heslo není správné.</translation>
    </message>
    <message>
        <source>Someone at this table already uses that name.</source>
        <translation>Toto jméno už u stolu někdo používá.</translation>
    </message>
    <message>
        <source>The host did not let you in.</source>
        <translation>Hostitel vás nepustil ke stolu.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Hostitel vás vykázal od stolu.</translation>
    </message>
    <message>
        <source>This seat is open in another window.</source>
        <translation>Toto místo je otevřené v jiném okně.</translation>
    </message>
    <message>
        <source>You ended the session.</source>
        <translation>Ukončili jste sezení.</translation>
    </message>
    <message>
        <source>The host ended the session.</source>
        <translation>Hostitel ukončil sezení.</translation>
    </message>
    <message>
        <source>This table runs a different version of StudDesk.</source>
        <translation>Tento stůl používá jinou verzi StudDesku.</translation>
    </message>
    <message>
        <source>The table did not open an encrypted connection: it runs an older StudDesk, or it is not a StudDesk table.</source>
        <translation>Stůl neotevřel šifrované spojení: používá starší StudDesk, nebo to není stůl StudDesku.</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Všechna místa jsou obsazená.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Toto místo je obsazené.</translation>
    </message>
    <message>
        <source>That buy-in is not allowed at this table.</source>
        <translation>Takový buy-in není u tohoto stolu povolen.</translation>
    </message>
    <message>
        <source>You can do that only between hands.</source>
        <translation>To můžete udělat jen mezi rozdáními.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nejste na tahu.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>To teď nemůžete udělat.</translation>
    </message>
    <message>
        <source>That amount is not allowed now.</source>
        <translation>Tato částka teď není povolena.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>To může udělat jen hostitel.</translation>
    </message>
    <message>
        <source>Too many messages; please slow down.</source>
        <translation>Příliš mnoho zpráv; zpomalte prosím.</translation>
    </message>
    <message>
        <source>Your old seat could not be found; you join as a new player.</source>
        <translation>Vaše původní místo se nenašlo; připojujete se jako nový hráč.</translation>
    </message>
    <message>
        <source>You are not sitting at this table.</source>
        <translation>U tohoto stolu nesedíte.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>To není vaše místo.</translation>
    </message>
    <message>
        <source>That hand is already over.</source>
        <translation>Toto rozdání už skončilo.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Hra je pozastavena.</translation>
    </message>
    <message>
        <source>Something went wrong at the table.</source>
        <translation>U stolu se něco pokazilo.</translation>
    </message>
    <message>
        <source>The table could not take what this program sent (%1).</source>
        <extracomment>%1: the host&apos;s error code, for instance &quot;bad_field&quot;</extracomment>
        <translation>Stůl nepřijal, co tento program poslal (%1).</translation>
    </message>
    <message>
        <source>Refused: this is not the table you asked for. Its identity (certificate fingerprint) is not %1: another machine answered. If the host made a new table identity, join with its new invite.</source>
        <extracomment>%1: the fingerprint expected, groups of four hex digits</extracomment>
        <translation>Odmítnuto: toto není stůl, o který jste žádali. Jeho identita (otisk certifikátu) není %1: odpověděl jiný počítač. Pokud hostitel vytvořil novou identitu stolu, připojte se jeho novou pozvánkou.</translation>
    </message>
    <message>
        <source>The table could not be started: %1</source>
        <extracomment>%1: the system&apos;s reason, for instance &quot;Address already in use&quot;</extracomment>
        <translation>Stůl se nepodařilo spustit: %1</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>%1: post the ante %2?</source>
        <extracomment>hotseat: %1 the player&apos;s name, %2 the ante</extracomment>
        <translation>%1: vložit ante %2?</translation>
    </message>
    <message>
        <source>Post the ante %1?</source>
        <translation>Vložit ante %1?</translation>
    </message>
    <message>
        <source>Post</source>
        <translation>Vložit</translation>
    </message>
    <message>
        <source>Sit this hand out</source>
        <translation>Vynechat toto rozdání</translation>
    </message>
    <message>
        <source>%1 wants to join the table.</source>
        <translation>%1 se chce připojit ke stolu.</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Pustit</translation>
    </message>
    <message>
        <source>Turn away</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>ReplayerWindow</name>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>První krok (Home)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>O krok zpět (šipka vlevo)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>O krok vpřed (šipka vpravo)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Poslední krok (End)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Přehrát nebo pozastavit (mezerník)</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Předchozí rozdání</translation>
    </message>
    <message>
        <source>The hand before this one in the list (Ctrl+Page Up)</source>
        <translation>Rozdání před tímto v seznamu (Ctrl+Page Up)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Další rozdání</translation>
    </message>
    <message>
        <source>The hand after this one in the list (Ctrl+Page Down)</source>
        <translation>Rozdání za tímto v seznamu (Ctrl+Page Down)</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Close the replay (Escape)</source>
        <translation>Zavřít přehrávání (Escape)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Rychlost</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Velmi rychlá</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Bez animace</translation>
    </message>
    <message>
        <source>Replay — StudDesk</source>
        <translation>Přehrávání — StudDesk</translation>
    </message>
    <message>
        <source>Hand replay</source>
        <translation>Přehrávání rozdání</translation>
    </message>
    <message>
        <source>Hand #%1 · %2 %3</source>
        <translation>Rozdání č. %1 · %2 %3</translation>
    </message>
    <message>
        <source>Replay of %1 — StudDesk</source>
        <extracomment>the window&apos;s title: %1 the hand&apos;s file name (or its number)</extracomment>
        <translation>Přehrávání: %1 — StudDesk</translation>
    </message>
    <message>
        <source>(action %1)</source>
        <extracomment>%1: the 1-based number of the file&apos;s action the rules refuse</extracomment>
        <translation>(akce %1)</translation>
    </message>
    <message>
        <source>This hand cannot be replayed: %1</source>
        <translation>Toto rozdání nelze přehrát: %1</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>A player left: the hand ends</source>
        <extracomment>H4: the step where a player&apos;s device left and the hand ended without a winner</extracomment>
        <translation>Hráč odešel: rozdání končí</translation>
    </message>
    <message>
        <source>The pot is awarded</source>
        <translation>Bank je přidělen</translation>
    </message>
    <message>
        <source>Declaration</source>
        <extracomment>High-Low Declare (W9): the step of a player&apos;s secret declaration or of them all</extracomment>
        <translation>Hlášení</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <extracomment>%1: this step&apos;s number, %2: the steps in the hand, %3: where the hand is</extracomment>
        <translation>Krok %1 z %2 · %3</translation>
    </message>
</context>
<context>
    <name>ResumeQuestion</name>
    <message>
        <source>Resume the table?</source>
        <translation>Pokračovat u stolu?</translation>
    </message>
    <message>
        <source>Your table “%1” stopped without ending the session.</source>
        <extracomment>%1: the table&apos;s name</extracomment>
        <translation>Váš stůl „%1“ se zastavil, aniž by sezení skončilo.</translation>
    </message>
    <message>
        <source>Hands played: %1</source>
        <translation>Odehraná rozdání: %1</translation>
    </message>
    <message>
        <source>Hand %1 was cut short: it is void and every chip goes back to where it was when it started.</source>
        <extracomment>%1: a hand number</extracomment>
        <translation>Rozdání %1 se přerušilo: je neplatné a každý žeton se vrací tam, kde byl na jeho začátku.</translation>
    </message>
    <message numerus="yes">
        <source>%n players:</source>
        <translation>
            <numerusform>%n hráč:</numerusform>
            <numerusform>%n hráči:</numerusform>
            <numerusform>%n hráčů:</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1: %2, %3</source>
        <extracomment>%1: seat, %2: name, %3: stack</extracomment>
        <translation>Místo %1: %2, %3</translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation>(počítač)</translation>
    </message>
    <message>
        <source>Starting a new table keeps the old one&apos;s journal in the data folder (moved aside, not deleted).</source>
        <translation>Nový stůl ponechá deník starého ve složce s daty (odložený stranou, ne smazaný).</translation>
    </message>
    <message>
        <source>Resume “%1”</source>
        <translation>Pokračovat u „%1“</translation>
    </message>
    <message>
        <source>Start a new table</source>
        <translation>Založit nový stůl</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings — StudDesk</source>
        <translation>Nastavení — StudDesk</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>U stolu</translation>
    </message>
    <message>
        <source>Look and sound</source>
        <translation>Vzhled a zvuk</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Vaše jméno</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Rub karet</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animace</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Hlasitost</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Post the ante automatically</source>
        <translation>Vkládat ante automaticky</translation>
    </message>
    <message>
        <source>Muck losing hands automatically at the showdown</source>
        <translation>Při showdownu prohrávající karty automaticky neukazovat</translation>
    </message>
    <message>
        <source>Four-colour deck (blue diamonds, green clubs)</source>
        <translation>Čtyřbarevný balíček (modrá kára, zelené kříže)</translation>
    </message>
    <message>
        <source>Sounds: my turn, the clock, cards and chips</source>
        <translation>Zvuky: jsem na tahu, dochází čas, karty a žetony</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Červený</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrý</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zelený</translation>
    </message>
    <message>
        <source>Off (show the result at once)</source>
        <translation>Vypnuto (hned výsledek)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <source>Standings — StudDesk</source>
        <translation>Pořadí — StudDesk</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Konečné pořadí</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Výhra</translation>
    </message>
    <message>
        <source>Still in: %1</source>
        <translation>Stále ve hře: %1</translation>
    </message>
    <message>
        <source>Prize pool: %1</source>
        <translation>Výherní fond: %1</translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <source>Sit back in</source>
        <translation>Vrátit se do hry</translation>
    </message>
    <message>
        <source>Sit out from the next hand</source>
        <translation>Mimo hru od příštího rozdání</translation>
    </message>
    <message>
        <source>Rebuy %1 (up to %2)</source>
        <extracomment>%1: the chips added, %2: the buy-in the stack comes to</extracomment>
        <translation>Dokoupit %1 (do %2)</translation>
    </message>
    <message>
        <source>Rebuy (the stack is the full %1)</source>
        <translation>Dokoupit (stack je už plných %1)</translation>
    </message>
    <message>
        <source>Ledger…</source>
        <translation>Vyúčtování…</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Opustit stůl</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Seat %1</source>
        <translation>Místo %1</translation>
    </message>
    <message>
        <source>The stud button: fixed at seat 8; every street is dealt from seat 1</source>
        <translation>Tlačítko stud: stále u místa 8; každé kolo se rozdává od místa 1</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Počítačový hráč</translation>
    </message>
    <message>
        <source>%1 · %2 fixed limit</source>
        <extracomment>printed on the felt: &quot;Stud Hi/Lo · 2/4 fixed limit&quot;</extracomment>
        <translation>%1 · %2 fixed limit</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Mimo hru</translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation>ALL-IN</translation>
    </message>
    <message>
        <source>DISCONNECTED</source>
        <translation>BEZ SPOJENÍ</translation>
    </message>
    <message>
        <source>SITTING OUT</source>
        <translation>MIMO HRU</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>SLOŽENO</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Bank %1</translation>
    </message>
    <message>
        <source>Side pot %1: %2</source>
        <extracomment>%1: the side pot&apos;s number (the first is 1), %2: its chips</extracomment>
        <translation>Vedlejší bank %1: %2</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Společná karta</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>Neukázáno</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Skládá</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Bez sázky</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Dorovnává %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Vkládá bring-in %1</translation>
    </message>
    <message>
        <source>Complete to %1</source>
        <translation>Doplňuje na %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Sází %1</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Zvyšuje na %1</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Ukazuje</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Neukazuje</translation>
    </message>
    <message>
        <source>Paid %1</source>
        <extracomment>Baseball (W4): paid %1 to keep an up three</extracomment>
        <translation>Platí %1</translation>
    </message>
    <message>
        <source>Chosen</source>
        <extracomment>High-Low Declare, Roll Your Own: the secret choice is made, not yet shown</extracomment>
        <translation>Zvoleno</translation>
    </message>
    <message>
        <source>Both (swing)</source>
        <translation>Obojí (swing)</translation>
    </message>
    <message>
        <source>%1 all-in</source>
        <extracomment>%1: an action on a plate, e.g. &quot;Call 2&quot;</extracomment>
        <translation>%1 all-in</translation>
    </message>
    <message>
        <source>Wins %1</source>
        <translation>Vyhrává %1</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <translation>Vedlejší bank %1</translation>
    </message>
    <message>
        <source>%1 high</source>
        <translation>%1 high</translation>
    </message>
    <message>
        <source>High</source>
        <extracomment>High-Low Declare (W9): the declaration shown on the plate</extracomment>
        <translation>High</translation>
    </message>
    <message>
        <source>%1 low</source>
        <translation>%1 low</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Low</translation>
    </message>
    <message>
        <source>%1 spade</source>
        <extracomment>%1: &quot;Side pot 1&quot;: its half for the best spade in the hole (Chicago)</extracomment>
        <translation>%1, pik</translation>
    </message>
    <message>
        <source>Spade in the hole</source>
        <translation>Skrytý pik</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <extracomment>%1: &quot;Pot&quot;, &quot;High&quot;, &quot;Side pot 1 low&quot; ..., %2: the chips, %3: the winners</extracomment>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>%1 (split)</source>
        <extracomment>%1: a banner line whose pot is split between several winners</extracomment>
        <translation>%1 (rozdělen)</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Last hand</source>
        <translation>Poslední rozdání</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Zpět do lobby</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Opustit stůl</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hostitel</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Napište něco ke stolu…</translation>
    </message>
    <message>
        <source>Chat is closed: the table is gone.</source>
        <translation>Chat je zavřený: stůl už neexistuje.</translation>
    </message>
    <message>
        <source>Chat is off until the connection is back.</source>
        <translation>Chat nefunguje, dokud se spojení neobnoví.</translation>
    </message>
    <message>
        <source>StudDesk table</source>
        <translation>Stůl StudDesk</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>Pozastaveno hostitelem</translation>
    </message>
    <message>
        <source>Waiting for the first hand…</source>
        <translation>Čekáme na první rozdání…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Hand #%1 · ante %2 · bring-in %3</source>
        <translation>Rozdání č. %1 · ante %2 · bring-in %3</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pozastaveno</translation>
    </message>
    <message>
        <source>pausing after this hand</source>
        <translation>pauza po tomto rozdání</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Sezení skončilo.</translation>
    </message>
    <message>
        <source>The table is gone: %1</source>
        <translation>Stůl už neexistuje: %1</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Stůl je zavřený.</translation>
    </message>
    <message>
        <source>The table is gone</source>
        <translation>Stůl už neexistuje</translation>
    </message>
    <message>
        <source>The connection to the table is lost and could not be restored.</source>
        <translation>Spojení se stolem se ztratilo a nepodařilo se ho obnovit.</translation>
    </message>
    <message>
        <source>%1 The hands played here stay readable, from the lobby too.</source>
        <translation>%1 Rozdání odehraná zde si můžete dál prohlížet, i z lobby.</translation>
    </message>
    <message>
        <source>Stay and look</source>
        <translation>Zůstat a dívat se</translation>
    </message>
    <message>
        <source>Connection lost: %1</source>
        <extracomment>%1: the reason, as the network layer gives it</extracomment>
        <translation>Spojení ztraceno: %1</translation>
    </message>
    <message>
        <source>The hands played here stay readable from the lobby.</source>
        <translation>Rozdání odehraná zde si můžete prohlédnout z lobby.</translation>
    </message>
    <message>
        <source>Open hand…</source>
        <translation>Otevřít rozdání…</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>Otevřít historii rozdání</translation>
    </message>
    <message>
        <source>Poker hand histories (*.phh);;All files (*)</source>
        <translation>Historie pokerových rozdání (*.phh);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Odebrat hráče</translation>
    </message>
    <message>
        <source>Remove %1 from the table? Their chips leave with them.</source>
        <translation>Odebrat hráče %1 od stolu? Jeho žetony odcházejí s ním.</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>Ukončit sezení</translation>
    </message>
    <message>
        <source>End the session after this hand? Everyone gets the ledger and the table closes.</source>
        <translation>Ukončit sezení po tomto rozdání? Všichni dostanou vyúčtování a stůl se zavře.</translation>
    </message>
    <message>
        <source>%1 to act</source>
        <translation>Na tahu: %1</translation>
    </message>
    <message>
        <source>You are in the middle of a hand: leaving now folds it. Leave the table?</source>
        <translation>Jste uprostřed rozdání: odchodem teď karty složíte. Opustit stůl?</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Opustit stůl</translation>
    </message>
    <message>
        <source>You host this table: leaving ends it for everyone (they get the ledger). Leave?</source>
        <translation>Tento stůl hostujete: odchodem ho ukončíte pro všechny (dostanou vyúčtování). Odejít?</translation>
    </message>
    <message>
        <source>The connection to the table dropped. Reconnecting…</source>
        <translation>Spojení se stolem se přerušilo. Obnovování spojení…</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Jste na tahu, %1</translation>
    </message>
</context>
<context>
    <name>WebLinkDialog</name>
    <message>
        <source>Phones and browsers — StudDesk</source>
        <translation>Telefony a prohlížeče — StudDesk</translation>
    </message>
    <message>
        <source>Phones and browsers</source>
        <translation>Telefony a prohlížeče</translation>
    </message>
    <message>
        <source>On the same network, scan the code or open this address in a browser to sit at this table:</source>
        <translation>Ve stejné síti naskenujte kód nebo otevřete tuto adresu v prohlížeči a přisedněte k tomuto stolu:</translation>
    </message>
</context>
</TS>

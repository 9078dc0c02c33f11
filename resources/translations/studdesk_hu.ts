<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Check/Fold</source>
        <translation>Passz/Dobás</translation>
    </message>
    <message>
        <source>Call any</source>
        <translation>Bármit tartok</translation>
    </message>
    <message>
        <source>Checking is free. Fold anyway?</source>
        <translation>Ingyen passzolhatsz. Mégis dobod?</translation>
    </message>
    <message>
        <source>Fold anyway</source>
        <translation>Mégis dobás</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Passz</translation>
    </message>
    <message>
        <source>You are sitting out: the hands are dealt without you.</source>
        <translation>Szünetet tartasz: a leosztások nélküled mennek.</translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation>Visszajöttem</translation>
    </message>
    <message>
        <source>Show cards</source>
        <extracomment>O6: everyone else folded; the winner may show the hand (they need not)</extracomment>
        <translation>Lapok mutatása</translation>
    </message>
    <message>
        <source>Waiting for the other players</source>
        <translation>Várakozás a többi játékosra</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>A házigazda szüneteltette</translation>
    </message>
    <message>
        <source>Next hand coming up</source>
        <translation>Jön a következő leosztás</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Dobás</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Tartás: %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Bring-in berakása: %1</translation>
    </message>
    <message>
        <source>Complete to %1</source>
        <translation>Teljes kistét: %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Nyitás: %1</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Emelés, összesen: %1</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mutatás</translation>
    </message>
    <message>
        <source>Turn up %1</source>
        <extracomment>Roll Your Own: the down card (%1, as &quot;K♠&quot;) this player turns face up</extracomment>
        <translation>Felfordítom: %1</translation>
    </message>
    <message>
        <source>Pay %1 to keep the three</source>
        <extracomment>Baseball: pay the price to keep an up three (wild), or fold</extracomment>
        <translation>Fizetés a hármasért: %1</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Bedobás</translation>
    </message>
    <message>
        <source>%1 (all-in)</source>
        <translation>%1 (allin)</translation>
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
        <translation>Mindkettő (swing)</translation>
    </message>
    <message>
        <source>You chose: %1.</source>
        <extracomment>%1: High, Low or Both (swing)</extracomment>
        <translation>Választásod: %1.</translation>
    </message>
    <message>
        <source>You turn up %1.</source>
        <extracomment>Roll Your Own: %1 the card this player chose to turn up</extracomment>
        <translation>Ezt fordítod fel: %1.</translation>
    </message>
    <message>
        <source>Your choice is hidden until everyone has chosen.</source>
        <translation>A választásod rejtve marad, amíg mindenki nem választott.</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Gyorsbillentyű: %1</translation>
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
        <translation>1000</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>New to this computer: the first connection shows the table&apos;s identity and remembers it.</source>
        <translation>Ezen a gépen új: az első csatlakozás megmutatja az asztal azonosítóját, és megjegyzi.</translation>
    </message>
    <message>
        <source>%1 (remembered: another machine at this address is refused)</source>
        <extracomment>%1: the certificate fingerprint, groups of four hex digits</extracomment>
        <translation>%1 (megjegyezve: ezen a címen más gépet elutasít)</translation>
    </message>
    <message>
        <source>Connect by address — StudDesk</source>
        <translation>Csatlakozás cím alapján — StudDesk</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>A gép címe</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Jelszó</translation>
    </message>
    <message>
        <source>192.168.1.20, host name, or host:port</source>
        <translation>192.168.1.20, gépnév vagy gép:port</translation>
    </message>
    <message>
        <source>Only watch (take no seat)</source>
        <translation>Csak figyelés (szék nélkül)</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Azonosító</translation>
    </message>
</context>
<context>
    <name>CoreSession</name>
    <message>
        <source>The hands of this game cannot be kept in the data folder (%1); the Last hand window still has them until you quit.</source>
        <extracomment>%1: why (the operating system&apos;s or the database&apos;s words)</extracomment>
        <translation>Ennek a játéknak a leosztásai nem menthetők az adatmappába (%1); az Utolsó leosztás ablak a kilépésig megőrzi őket.</translation>
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
        <translation>Sit &amp; Go verseny</translation>
    </message>
    <message>
        <source>Cash game</source>
        <translation>Készpénzes játék</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice: %1</source>
        <translation>Az osztó választ: %1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>%1. szint</translation>
    </message>
    <message>
        <source>%1/%2, ante %3</source>
        <translation>%1/%2, ante %3</translation>
    </message>
    <message>
        <source>from this hand</source>
        <translation>ettől a leosztástól</translation>
    </message>
    <message>
        <source>after the next hand</source>
        <translation>a következő leosztás után</translation>
    </message>
    <message numerus="yes">
        <source>in %n hands</source>
        <translation>
            <numerusform>%n leosztás múlva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n minutes</source>
        <translation>
            <numerusform>%n perc múlva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n seconds</source>
        <translation>
            <numerusform>%n másodperc múlva</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>%1. szint: %2</translation>
    </message>
    <message>
        <source>from the next hand</source>
        <translation>a következő leosztástól</translation>
    </message>
    <message>
        <source>Level %1 %2: %3</source>
        <translation>%1. szint %2: %3</translation>
    </message>
    <message>
        <source>%1, then %2 %3</source>
        <translation>%1, aztán %2 %3</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1. hely</translation>
    </message>
    <message>
        <source>%1 is out in place %2 and wins %3.</source>
        <translation>%1 kiesett, helyezés: %2., nyeremény: %3.</translation>
    </message>
    <message>
        <source>%1 is out in place %2.</source>
        <translation>%1 kiesett, helyezés: %2.</translation>
    </message>
    <message>
        <source>No choice in time: %1 goes on.</source>
        <translation>Nem érkezett időben választás: marad a %1.</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <extracomment>dealer&apos;s choice: %1 a player&apos;s name, %2 the game</extracomment>
        <translation>%1 választása: %2.</translation>
    </message>
    <message>
        <source>Seat %1 chooses %2.</source>
        <translation>%1. szék választása: %2.</translation>
    </message>
    <message>
        <source>Now playing %1.</source>
        <translation>Mostantól: %1.</translation>
    </message>
</context>
<context>
    <name>FormatBar</name>
    <message>
        <source>%1 s</source>
        <translation>%1 mp</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Állás</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 players left</source>
        <extracomment>%n players still in of %1 who entered</extracomment>
        <translation>
            <numerusform>%1 játékosból %n van még versenyben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is choosing the next game</source>
        <translation>%1 választja a következő játékot</translation>
    </message>
    <message>
        <source>Seat %1 is choosing the next game</source>
        <translation>%1. szék választja a következő játékot</translation>
    </message>
    <message>
        <source>Your choice: the game of the next hand</source>
        <translation>Te választasz: a következő leosztás játéka</translation>
    </message>
    <message numerus="yes">
        <source>Your choice: the game of the next %n hands</source>
        <translation>
            <numerusform>Te választasz: a következő %n leosztás játéka</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FormatBox</name>
    <message>
        <source>Format</source>
        <translation>Formátum</translation>
    </message>
    <message>
        <source>Triple Stud sit-and-go, 8 levels of 10 minutes</source>
        <translation>Triple Stud Sit &amp; Go verseny, 8 szint, szintenként 10 perc</translation>
    </message>
    <message>
        <source>Sit-and-go of the game above</source>
        <translation>Sit &amp; Go verseny a fenti játékkal</translation>
    </message>
    <message>
        <source>Cash game of the game above</source>
        <translation>Készpénzes játék a fenti játékkal</translation>
    </message>
    <message>
        <source>Cash game, Triple Stud in rotation</source>
        <translation>Készpénzes játék, Triple Stud felváltva</translation>
    </message>
    <message>
        <source>Cash game, dealer&apos;s choice</source>
        <translation>Készpénzes játék, az osztó választ</translation>
    </message>
    <message>
        <source>Cash game, all ten games in rotation</source>
        <translation>Készpénzes játék, mind a tíz játék felváltva</translation>
    </message>
    <message>
        <source>Cash game, dealer&apos;s choice of all ten games</source>
        <translation>Készpénzes játék, az osztó választ a tíz játék közül</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Kezdő zsetonok</translation>
    </message>
    <message>
        <source>Format of the night</source>
        <translation>Az est formája</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Szintek</translation>
    </message>
    <message>
        <source>Minutes per level</source>
        <translation>Perc szintenként</translation>
    </message>
    <message>
        <source>Hands per game</source>
        <translation>Leosztás játékonként</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Nevezési díj</translation>
    </message>
    <message>
        <source>Payouts (%)</source>
        <translation>Kifizetés (%)</translation>
    </message>
    <message>
        <source>65,35 up to 5 players; 50,30,20 for 6 to 8</source>
        <translation>65, 35 legfeljebb 5 játékosnál; 50, 30, 20 6–8 játékosnál</translation>
    </message>
    <message>
        <source>Stud, Razz and Stud Hi/Lo in turn; the limits rise every level; it starts when every seat is taken and ends when one player holds every chip.</source>
        <translation>Stud, Razz és Stud Hi/Lo felváltva; a limitek szintenként nőnek; akkor kezdődik, amikor minden szék foglalt, és akkor ér véget, amikor egy játékosnál van minden zseton.</translation>
    </message>
    <message>
        <source>Everyone starts with the same chips; the limits rise every level; it starts when every seat is taken.</source>
        <translation>Mindenki ugyanannyi zsetonnal kezd; a limitek szintenként nőnek; akkor kezdődik, amikor minden szék foglalt.</translation>
    </message>
    <message>
        <source>One game at the stakes above.</source>
        <translation>Egy játék a fenti tétekkel.</translation>
    </message>
    <message>
        <source>Stud, Razz and Stud Hi/Lo in turn, at the stakes above.</source>
        <translation>Stud, Razz és Stud Hi/Lo felváltva, a fenti tétekkel.</translation>
    </message>
    <message>
        <source>Before each round a player picks Stud, Razz or Stud Hi/Lo, in turn round the table.</source>
        <translation>Minden menet előtt egy játékos választ a Stud, a Razz és a Stud Hi/Lo közül, sorban az asztal körül.</translation>
    </message>
    <message>
        <source>The three studs, Follow the Queen, Baseball, Chicago, Low Chicago, Five Card Stud, High-Low Declare and Roll Your Own in turn (Baseball at six seats or fewer).</source>
        <translation>A három stud, a Follow the Queen, a Baseball, a Chicago, a Low Chicago, a Five Card Stud, a High-Low Declare és a Roll Your Own felváltva (Baseball legfeljebb hat játékossal).</translation>
    </message>
    <message>
        <source>Before each round a player picks one of the ten games, the home games too (Baseball at six seats or fewer).</source>
        <translation>Minden menet előtt egy játékos választ a tíz játék közül, az otthoni játékok közül is (Baseball legfeljebb hat játékossal).</translation>
    </message>
    <message>
        <source>Payouts are whole percentages adding up to 100, e.g. 50,30,20.</source>
        <translation>A kifizetés egész százalékokból áll, összesen 100, pl. 50, 30, 20.</translation>
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
        <translation>második utca</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>harmadik utca</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>negyedik utca</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>ötödik utca</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>hatodik utca</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>hetedik utca</translation>
    </message>
</context>
<context>
    <name>HandDetail</name>
    <message>
        <source>No hand yet</source>
        <translation>Még nincs leosztás</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (%2. szék)</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <extracomment>High-Low Declare (W9): %1 what the seat declared: &quot;High&quot;, &quot;Low&quot;, &quot;Both (swing)&quot;</extracomment>
        <translation>Bemondás: %1</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>dobott</translation>
    </message>
    <message>
        <source>mucked</source>
        <translation>bedobta a lapjait</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>mutatta a lapjait</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>nyert: %1</translation>
    </message>
    <message>
        <source>net %1</source>
        <translation>egyenleg: %1</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Közös lap</translation>
    </message>
</context>
<context>
    <name>HandListModel</name>
    <message>
        <source>Hand #%1 · %2 %3
%4</source>
        <translation>%1. leosztás · %2 %3
%4</translation>
    </message>
</context>
<context>
    <name>HandName</name>
    <message>
        <source>two</source>
        <comment>one: High card, %1</comment>
        <translation>kettes</translation>
    </message>
    <message>
        <source>three</source>
        <comment>one: High card, %1</comment>
        <translation>hármas</translation>
    </message>
    <message>
        <source>four</source>
        <comment>one: High card, %1</comment>
        <translation>négyes</translation>
    </message>
    <message>
        <source>five</source>
        <comment>one: High card, %1</comment>
        <translation>ötös</translation>
    </message>
    <message>
        <source>six</source>
        <comment>one: High card, %1</comment>
        <translation>hatos</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>one: High card, %1</comment>
        <translation>hetes</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>one: High card, %1</comment>
        <translation>nyolcas</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>one: High card, %1</comment>
        <translation>kilences</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>one: High card, %1</comment>
        <translation>tízes</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>one: High card, %1</comment>
        <translation>bubi</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>one: High card, %1</comment>
        <translation>dáma</translation>
    </message>
    <message>
        <source>king</source>
        <comment>one: High card, %1</comment>
        <translation>király</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>one: High card, %1</comment>
        <translation>ász</translation>
    </message>
    <message>
        <source>two</source>
        <comment>top: Straight, %1 high</comment>
        <translation>kettes</translation>
    </message>
    <message>
        <source>three</source>
        <comment>top: Straight, %1 high</comment>
        <translation>hármas</translation>
    </message>
    <message>
        <source>four</source>
        <comment>top: Straight, %1 high</comment>
        <translation>négyes</translation>
    </message>
    <message>
        <source>five</source>
        <comment>top: Straight, %1 high</comment>
        <translation>ötös</translation>
    </message>
    <message>
        <source>six</source>
        <comment>top: Straight, %1 high</comment>
        <translation>hatos</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>top: Straight, %1 high</comment>
        <translation>hetes</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>top: Straight, %1 high</comment>
        <translation>nyolcas</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>top: Straight, %1 high</comment>
        <translation>kilences</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>top: Straight, %1 high</comment>
        <translation>tízes</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>top: Straight, %1 high</comment>
        <translation>bubi</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>top: Straight, %1 high</comment>
        <translation>dáma</translation>
    </message>
    <message>
        <source>king</source>
        <comment>top: Straight, %1 high</comment>
        <translation>király</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>top: Straight, %1 high</comment>
        <translation>ász</translation>
    </message>
    <message>
        <source>twos</source>
        <comment>set: Pair of %1</comment>
        <translation>kettes</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>set: Pair of %1</comment>
        <translation>hármas</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>set: Pair of %1</comment>
        <translation>négyes</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>set: Pair of %1</comment>
        <translation>ötös</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>set: Pair of %1</comment>
        <translation>hatos</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>set: Pair of %1</comment>
        <translation>hetes</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>set: Pair of %1</comment>
        <translation>nyolcas</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>set: Pair of %1</comment>
        <translation>kilences</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>set: Pair of %1</comment>
        <translation>tízes</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>set: Pair of %1</comment>
        <translation>bubi</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>set: Pair of %1</comment>
        <translation>dáma</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>set: Pair of %1</comment>
        <translation>király</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>set: Pair of %1</comment>
        <translation>ász</translation>
    </message>
    <message>
        <source>twos</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>kettesek</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>hármasok</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>négyesek</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>ötösök</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>hatosok</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>hetesek</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>nyolcasok</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>kilencesek</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>tízesek</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>bubik</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>dámák</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>királyok</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>ászok</translation>
    </message>
    <message>
        <source>High card, %1</source>
        <extracomment>%1: the rank, as in &quot;High card, ace&quot;</extracomment>
        <translation>Magas lap, %1</translation>
    </message>
    <message>
        <source>Pair of %1</source>
        <extracomment>%1: the rank of the pair</extracomment>
        <translation>%1 pár</translation>
    </message>
    <message>
        <source>Two pair, %1 and %2</source>
        <extracomment>%1: the higher pair, %2: the lower pair</extracomment>
        <translation>Két pár, %1 és %2</translation>
    </message>
    <message>
        <source>Three of a kind, %1</source>
        <translation>%1 drill</translation>
    </message>
    <message>
        <source>Straight, %1 high</source>
        <extracomment>%1: the straight&apos;s top card (&quot;five&quot; for 5-4-3-2-A)</extracomment>
        <translation>%1 magas sor</translation>
    </message>
    <message>
        <source>Flush, %1 high</source>
        <translation>%1 magas flush</translation>
    </message>
    <message>
        <source>Full house, %1 full of %2</source>
        <extracomment>%1: the rank of the three cards, %2: the rank of the pair</extracomment>
        <translation>Full house, %1 és %2</translation>
    </message>
    <message>
        <source>Four of a kind, %1</source>
        <translation>%1 póker</translation>
    </message>
    <message>
        <source>Straight flush, %1 high</source>
        <translation>%1 magas színsor</translation>
    </message>
    <message>
        <source>Five of a kind, %1</source>
        <extracomment>only with wild cards: %1 the rank, as in &quot;Five of a kind, aces&quot;</extracomment>
        <translation>Öt %1</translation>
    </message>
    <message>
        <source>High card</source>
        <comment>hand category</comment>
        <translation>Magas lap</translation>
    </message>
    <message>
        <source>Pair</source>
        <comment>hand category</comment>
        <translation>Pár</translation>
    </message>
    <message>
        <source>Two pair</source>
        <comment>hand category</comment>
        <translation>Két pár</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <comment>hand category</comment>
        <translation>Drill</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>hand category</comment>
        <translation>Sor</translation>
    </message>
    <message>
        <source>Flush</source>
        <comment>hand category</comment>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Full house</source>
        <comment>hand category</comment>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>hand category</comment>
        <translation>Póker</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <comment>hand category</comment>
        <translation>Színsor</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <comment>hand category</comment>
        <translation>Öt egyforma</translation>
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
        <translation>%1 low</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Royal flush</translation>
    </message>
    <message>
        <source>no low</source>
        <translation>nincs low</translation>
    </message>
    <message>
        <source>%1 are wild</source>
        <extracomment>%1: a rank in the plural, e.g. &quot;Queens are wild&quot;</extracomment>
        <translation>Vad lapok: %1</translation>
    </message>
    <message>
        <source>%1 and %2 are wild</source>
        <extracomment>%1, %2: ranks in the plural, e.g. &quot;Queens and sevens are wild&quot;</extracomment>
        <translation>Vad lapok: %1 és %2</translation>
    </message>
    <message>
        <source>Spade in the hole, %1</source>
        <extracomment>Chicago (W5): %1 the best spade in the hole, as in &quot;Spade in the hole, K♠&quot;</extracomment>
        <translation>Rejtett pikk, %1</translation>
    </message>
</context>
<context>
    <name>HandStrength</name>
    <message>
        <source>You have: %1</source>
        <extracomment>%1: the player&apos;s hand so far, e.g. &quot;two pair, kings and sevens&quot;</extracomment>
        <translation>A kezed: %1</translation>
    </message>
    <message>
        <source>no low yet</source>
        <translation>még nincs low</translation>
    </message>
    <message>
        <source>spade in the hole: %1</source>
        <extracomment>Chicago (W5): %1 the spade among the down cards that plays for the spade half</extracomment>
        <translation>rejtett pikk: %1</translation>
    </message>
    <message>
        <source>no spade in the hole</source>
        <translation>nincs rejtett pikk</translation>
    </message>
    <message>
        <source>You have: %1; %2</source>
        <extracomment>%1: the high hand, %2: the low (&quot;8-6-4-2-A low&quot;, &quot;no low&quot;, &quot;no low yet&quot;)</extracomment>
        <translation>A kezed: %1; %2</translation>
    </message>
</context>
<context>
    <name>HandTableModel</name>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Tétek</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Leosztás</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Nyertesek</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Munkamenet</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation>%1 következik — kattints, ha készen állsz</translation>
    </message>
    <message>
        <source>Everyone else, please look away: your cards are hidden.</source>
        <translation>Mindenki más forduljon el: a lapjaitok rejtve vannak.</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Hand history — StudDesk</source>
        <translation>Leosztás-előzmények — StudDesk</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Leosztás-előzmények</translation>
    </message>
    <message>
        <source>Open journal…</source>
        <translation>Napló megnyitása…</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Mappa megnyitása…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Session ledger</source>
        <translation>A munkamenet elszámolása</translation>
    </message>
    <message>
        <source>All-time ledger</source>
        <translation>Összesített elszámolás</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <source>Export ledger…</source>
        <translation>Elszámolás exportálása…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Hands from %1</source>
        <translation>Leosztások innen: %1</translation>
    </message>
    <message numerus="yes">
        <source>(%n could not be read)</source>
        <extracomment>%n: how many files or hands could not be read</extracomment>
        <translation>
            <numerusform>(%n nem olvasható)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hands</source>
        <extracomment>%1 hands shown of %n</extracomment>
        <translation>
            <numerusform>%1 / %n leosztás</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands yet: open a host&apos;s journal or a folder of PHH files.</source>
        <translation>Még nincs leosztás: nyisd meg a házigazda naplóját vagy egy PHH-fájlokat tartalmazó mappát.</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Minden játékos</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Minden játék</translation>
    </message>
    <message>
        <source>Export ledger</source>
        <translation>Elszámolás exportálása</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-fájlok (*.csv);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Open a host&apos;s journal</source>
        <translation>A házigazda naplójának megnyitása</translation>
    </message>
    <message>
        <source>StudDesk journals (*.sqlite3);;All files (*)</source>
        <translation>StudDesk-naplók (*.sqlite3);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Open a folder of PHH files</source>
        <translation>PHH-fájlokat tartalmazó mappa megnyitása</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table — StudDesk</source>
        <translation>Asztal indítása — StudDesk</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Asztal indítása</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>%1 asztala</translation>
    </message>
    <message>
        <source>Table and stakes</source>
        <translation>Asztal és tétek</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formátum</translation>
    </message>
    <message>
        <source>Seats and clocks</source>
        <translation>Székek és időkorlát</translation>
    </message>
    <message>
        <source>House rules and access</source>
        <translation>Házszabályok és belépés</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Az asztal neve</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Tétek</translation>
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
        <translation>Kistét</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Nagytét</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Beülő</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Székek</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Gépi játékosok</translation>
    </message>
    <message>
        <source>Action timer (s)</source>
        <translation>Gondolkodási idő (mp)</translation>
    </message>
    <message>
        <source>Time bank (s)</source>
        <translation>Időbank (mp)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Jelszó</translation>
    </message>
    <message>
        <source>Relay</source>
        <extracomment>a relay (`studdesk relay`) that carries friends the router does not let in</extracomment>
        <translation>Közvetítő (relay)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Egyéni</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>a computer player that makes any legal move at random</extracomment>
        <translation>véletlenszerű</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>könnyű</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>közepes</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>nehéz</translation>
    </message>
    <message>
        <source>Open pair on 4th street allows the big bet (L5)</source>
        <translation>Látható pár a negyedik utcán nagytétet enged (L5)</translation>
    </message>
    <message>
        <source>No cap when two players are left (L4)</source>
        <translation>Korlátlan emelés, ha két játékos maradt (L4)</translation>
    </message>
    <message>
        <source>Approve each player who wants to join</source>
        <translation>Minden csatlakozó játékos jóváhagyása</translation>
    </message>
    <message>
        <source>Nobody deals</source>
        <translation>Senki sem oszt</translation>
    </message>
    <message>
        <source>Let phones and browsers join</source>
        <translation>Csatlakozás telefonról és böngészőből</translation>
    </message>
    <message>
        <source>Open my router for friends in other houses</source>
        <translation>A routerem megnyitása a máshol lakó barátoknak</translation>
    </message>
    <message>
        <source>Asks your router (UPnP or NAT-PMP) to forward this table&apos;s port while the table runs, and closes it afterwards. A router behind your provider&apos;s own network cannot be reached from outside it; then use a relay.</source>
        <translation>Megkéri a routeredet (UPnP vagy NAT-PMP), hogy továbbítsa az asztal portját, amíg az asztal fut, utána pedig bezárja. A szolgáltatód saját hálózata mögötti router kívülről nem érhető el; ilyenkor használj közvetítőt (relay).</translation>
    </message>
    <message>
        <source>none, or host:port, like relay.example.org:47478</source>
        <extracomment>host:port of a relay; the example&apos;s address stays as it is</extracomment>
        <translation>nincs, vagy gép:port, pl. relay.example.org:47478</translation>
    </message>
    <message>
        <source>A relay carries friends who cannot reach this computer, encrypted end to end. With the router box checked it is used only when the router does not open the port.</source>
        <translation>A közvetítő elviszi azokat a barátokat, akik nem érik el ezt a számítógépet, végponttól végpontig titkosítva. Ha a router mezője be van jelölve, csak akkor használja, ha a router nem nyitja meg a portot.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>Suggest one</source>
        <translation>Javaslat</translation>
    </message>
    <message>
        <source>Only this computer (not on the network)</source>
        <translation>Csak ez a számítógép (nem a hálózaton)</translation>
    </message>
    <message>
        <source>Format: %1 (the Format page)</source>
        <extracomment>%1: the format chosen on the Format page, e.g. &quot;Cash game of the game above&quot;</extracomment>
        <translation>Formátum: %1 (a Formátum lapon)</translation>
    </message>
    <message>
        <source>Only windows on this computer can join: the table listens on 127.0.0.1 and is not announced on the network.</source>
        <translation>Csak ezen a számítógépen futó ablakok csatlakozhatnak: az asztal a 127.0.0.1 címen figyel, és nem jelenik meg a hálózaton.</translation>
    </message>
    <message>
        <source>Anyone on your network can see the table in their lobby and join; a password keeps strangers out.</source>
        <translation>A hálózatodon bárki látja az asztalt a saját lobbijában, és csatlakozhat; jelszóval kizárhatod az idegeneket.</translation>
    </message>
    <message>
        <source>The table needs a name.</source>
        <translation>Az asztalnak nevet kell adni.</translation>
    </message>
    <message>
        <source>Nobody deals: at most 7 seats, and no Baseball or Roll Your Own in the format.</source>
        <translation>Senki sem oszt: legfeljebb 7 szék, és a formátumban nem lehet Baseball vagy Roll Your Own.</translation>
    </message>
    <message>
        <source>Every device shuffles and deals with the others: not even this computer knows a card before it is shown.</source>
        <translation>Minden eszköz a többiekkel együtt keveri és osztja a lapokat: még ez a számítógép sem ismer egy lapot sem, mielőtt megmutatják.</translation>
    </message>
    <message>
        <source>Write the relay as host:port, like relay.example.org:47478 (not %1).</source>
        <translation>A közvetítőt gép:port alakban írd, pl. relay.example.org:47478 (nem %1).</translation>
    </message>
    <message>
        <source>The small bet must be at least one chip.</source>
        <translation>A kistét legalább egy zseton legyen.</translation>
    </message>
    <message>
        <source>The bring-in must be at least one chip and at most the small bet.</source>
        <translation>A bring-in legalább egy zseton és legfeljebb a kistét legyen.</translation>
    </message>
    <message>
        <source>The big bet cannot be smaller than the small bet.</source>
        <translation>A nagytét nem lehet kisebb a kistétnél.</translation>
    </message>
    <message>
        <source>The buy-in must cover at least the ante and the bring-in.</source>
        <translation>A beülőnek legalább az antét és a bring-int fedeznie kell.</translation>
    </message>
    <message>
        <source>Port %1 is already in use on this computer (another table?). Your table will listen on a free port instead and show its address in the dealer log: whoever connects by address needs that number. Click OK to host anyway.</source>
        <extracomment>%1: the port number StudDesk tables use (47474)</extracomment>
        <translation>Ezen a számítógépen már foglalt ez a port: %1 (egy másik asztal?). Az asztalod egy szabad portot használ, és a címét kiírja az „Osztó” panelre: aki cím alapján csatlakozik, annak ez a szám kell. Kattints az OK gombra, ha így is elindítod.</translation>
    </message>
</context>
<context>
    <name>HostMenu</name>
    <message>
        <source>Let %1 in</source>
        <translation>Beengedés: %1</translation>
    </message>
    <message>
        <source>Turn %1 away</source>
        <translation>Elutasítás: %1</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>A játék folytatása</translation>
    </message>
    <message>
        <source>Pause after this hand</source>
        <translation>Szünet e leosztás után</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Játékos eltávolítása</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>%1: seat number, %2: the player&apos;s name</extracomment>
        <translation>%1. szék: %2</translation>
    </message>
    <message>
        <source>Invite a friend…</source>
        <translation>Barát meghívása…</translation>
    </message>
    <message>
        <source>Phones and browsers…</source>
        <translation>Telefonok és böngészők…</translation>
    </message>
    <message>
        <source>End the session…</source>
        <translation>A munkamenet befejezése…</translation>
    </message>
</context>
<context>
    <name>HotseatDialog</name>
    <message>
        <source>Hotseat / solo — StudDesk</source>
        <translation>Hotseat / egyéni játék — StudDesk</translation>
    </message>
    <message>
        <source>Hotseat or solo game</source>
        <translation>Hotseat vagy egyéni játék</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Tétek</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Szék</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>a computer player that makes any legal move at random</extracomment>
        <translation>véletlenszerű</translation>
    </message>
    <message>
        <source>Person at this computer</source>
        <translation>Ember ennél a gépnél</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>Gép — %1</translation>
    </message>
    <message>
        <source>%1 is for at most %2 players.</source>
        <translation>%1: legfeljebb %2 játékos.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>könnyű</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>közepes</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>nehéz</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1. szék</translation>
    </message>
    <message>
        <source>Choose at least two seats.</source>
        <translation>Válassz legalább két széket.</translation>
    </message>
    <message>
        <source>At least one seat must be a person at this computer.</source>
        <translation>Legalább egy széken ennél a gépnél ülő embernek kell játszania.</translation>
    </message>
    <message>
        <source>Give every seat a different name.</source>
        <translation>Minden játékosnak más nevet adj.</translation>
    </message>
    <message>
        <source>“Table” cannot be a player&apos;s name.</source>
        <extracomment>&quot;Table&quot; is how the dealer signs its own chat lines</extracomment>
        <translation>„Table” nem lehet játékosnév.</translation>
    </message>
</context>
<context>
    <name>HouseOptions</name>
    <message>
        <source>Queens are wild too</source>
        <extracomment>Follow the Queen (W3): the queens stay wild beside the rank that follows one</extracomment>
        <translation>A dámák is vadak</translation>
    </message>
    <message>
        <source>An up four</source>
        <translation>Nyílt négyes</translation>
    </message>
    <message>
        <source>An up three</source>
        <translation>Nyílt hármas</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <extracomment>Low Chicago (W5): how the ace of spades in the hole counts for the lowest spade</extracomment>
        <translation>Pikk ász</translation>
    </message>
    <message>
        <source>earns an extra card down</source>
        <translation>egy extra zárt lapot ér</translation>
    </message>
    <message>
        <source>earns an extra card up</source>
        <translation>egy extra nyílt lapot ér</translation>
    </message>
    <message>
        <source>costs a big bet, or fold</source>
        <translation>egy nagytétbe kerül, vagy dobás</translation>
    </message>
    <message>
        <source>costs the pot, or fold</source>
        <translation>annyiba kerül, amennyi a pot, vagy dobás</translation>
    </message>
    <message>
        <source>counts high</source>
        <translation>magasnak számít</translation>
    </message>
    <message>
        <source>counts low (the lowest spade)</source>
        <translation>alacsonynak számít (a legkisebb pikk)</translation>
    </message>
    <message>
        <source>A swing that ties</source>
        <extracomment>High-Low Declare (W10.1): a player who declared both and ties a way</extracomment>
        <translation>Döntetlen swing</translation>
    </message>
    <message>
        <source>gets nothing</source>
        <translation>nem kap semmit</translation>
    </message>
    <message>
        <source>shares the half it ties</source>
        <translation>osztozik a döntetlen felén</translation>
    </message>
    <message>
        <source>Wild: queens, and the rank of the card dealt up after the last up queen.</source>
        <extracomment>Follow the Queen (RULES.md W3), queens wild (the default)</extracomment>
        <translation>Vadak: a dámák és az utolsó nyílt dáma után nyíltan osztott lap értéke.</translation>
    </message>
    <message>
        <source>Wild: the rank of the card dealt up after the last up queen (queens are not).</source>
        <translation>Vad: az utolsó nyílt dáma után nyíltan osztott lap értéke (a dámák nem).</translation>
    </message>
    <message>
        <source>The best five-card high hand wins.</source>
        <translation>A legjobb ötlapos high kéz nyer.</translation>
    </message>
    <message>
        <source>High and low split the pot; a low is five cards eight or lower.</source>
        <translation>A high és a low megosztja a potot; a low öt lap, legfeljebb nyolcas.</translation>
    </message>
    <message>
        <source>The lowest hand wins: aces are low, straights and flushes do not count.</source>
        <translation>A legalacsonyabb kéz nyer: az ász alacsony, a sor és a flush nem számít.</translation>
    </message>
    <message>
        <source>Wild: threes and nines. Up to six players.</source>
        <extracomment>Baseball (RULES.md W4)</extracomment>
        <translation>Vadak: a hármasok és a kilencesek. Legfeljebb hat játékos.</translation>
    </message>
    <message>
        <source>Half the pot to the best high hand, half to the highest spade in the hole.</source>
        <extracomment>Chicago (RULES.md W5)</extracomment>
        <translation>A pot fele a legjobb high kézé, fele a legmagasabb rejtett pikké.</translation>
    </message>
    <message>
        <source>Half the pot to the best high hand, half to the lowest spade in the hole.</source>
        <translation>A pot fele a legjobb high kézé, fele a legalacsonyabb rejtett pikké.</translation>
    </message>
    <message>
        <source>One card down and four up; the best high hand wins.</source>
        <extracomment>Five Card Stud (RULES.md W6)</extracomment>
        <translation>Egy zárt és négy nyílt lap; a legjobb high kéz nyer.</translation>
    </message>
    <message>
        <source>After the last bet everyone declares high, low or both, in secret and all at once; no qualifier.</source>
        <extracomment>High-Low Declare (RULES.md W8, W9)</extracomment>
        <translation>Az utolsó licit után mindenki titokban, egyszerre bemondja: high, low vagy mindkettő; minősítő nincs.</translation>
    </message>
    <message>
        <source>Every card comes down; on each street everyone turns up a card of their choice, all at once.</source>
        <extracomment>Roll Your Own (RULES.md W11)</extracomment>
        <translation>Minden lap lefordítva jön; minden utcán mindenki egyszerre felfordít egy választott lapot.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Copied</source>
        <translation>Kimásolva</translation>
    </message>
    <message>
        <source>Invite a friend — StudDesk</source>
        <translation>Barát meghívása — StudDesk</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Barát meghívása</translation>
    </message>
    <message>
        <source>Send this invite to a friend in another house; they paste it under “Join with an invite” in their lobby. It names this table&apos;s identity, so nobody else can pose as it.</source>
        <translation>Küldd el ezt a meghívót egy másik házban lakó barátodnak; ő a lobbijában a „Csatlakozás meghívóval” mezőbe illeszti be. A meghívó megnevezi az asztal azonosítóját, így más nem adhatja ki magát érte.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Másolás</translation>
    </message>
    <message>
        <source>Phones join on this network only, through the web table&apos;s address (Phones and browsers).</source>
        <translation>Telefonok csak ezen a hálózaton csatlakoznak, a webes asztal címén (Telefonok és böngészők).</translation>
    </message>
    <message>
        <source>A friend&apos;s StudDesk tries these ways, in order:</source>
        <translation>A barát StudDeskje sorban ezeket az utakat próbálja:</translation>
    </message>
    <message>
        <source>On this network: %1</source>
        <extracomment>%1: the table&apos;s address on the host&apos;s network (192.168.1.20:47474)</extracomment>
        <translation>Ezen a hálózaton: %1</translation>
    </message>
    <message>
        <source>Through your router: %1</source>
        <extracomment>%1: the address the home router forwards to this table (203.0.113.5:47474)</extracomment>
        <translation>A routereden át: %1</translation>
    </message>
    <message>
        <source>Through the relay: %1</source>
        <extracomment>%1: the relay&apos;s address (relay.example.org:47478)</extracomment>
        <translation>A közvetítőn át: %1</translation>
    </message>
</context>
<context>
    <name>LanTableModel</name>
    <message>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Tétek</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Székek</translation>
    </message>
    <message>
        <source>%1 (needs another StudDesk version)</source>
        <translation>%1 (másik StudDesk-változat kell)</translation>
    </message>
    <message>
        <source>This table asks for a password</source>
        <translation>Ez az asztal jelszót kér</translation>
    </message>
</context>
<context>
    <name>LastHandWindow</name>
    <message>
        <source>Last hand — StudDesk</source>
        <translation>Utolsó leosztás — StudDesk</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <source>Export PHH…</source>
        <translation>PHH exportálása…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Még nem volt leosztás</translation>
    </message>
    <message>
        <source>Hand #%1 · %2 %3</source>
        <translation>%1. leosztás · %2 %3</translation>
    </message>
    <message>
        <source>Fairness check: %1</source>
        <translation>Pártatlansági ellenőrzés: %1</translation>
    </message>
    <message>
        <source>Fairness check: not received yet</source>
        <translation>Pártatlansági ellenőrzés: még nem érkezett meg</translation>
    </message>
    <message>
        <source>Export hand history</source>
        <translation>Leosztás-előzmény exportálása</translation>
    </message>
    <message>
        <source>Poker hand histories (*.phh);;All files (*)</source>
        <translation>Pókerleosztás-előzmények (*.phh);;Minden fájl (*)</translation>
    </message>
</context>
<context>
    <name>LedgerDialog</name>
    <message>
        <source>Ledger — StudDesk</source>
        <translation>Elszámolás — StudDesk</translation>
    </message>
    <message>
        <source>The session is over</source>
        <translation>Vége a munkamenetnek</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Elszámolás</translation>
    </message>
    <message>
        <source>Who bought in for how much, what they have now, and who is up or down. Settle up as the table agreed.</source>
        <translation>Ki mennyiért ült be, mennyi zsetonja van most, és ki van nyerésben vagy vesztésben. Számoljatok el úgy, ahogy az asztal megbeszélte.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>Bought in</source>
        <translation>Befizetve</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Most</translation>
    </message>
    <message>
        <source>Up / down</source>
        <translation>Nyereség / veszteség</translation>
    </message>
</context>
<context>
    <name>LedgerModel</name>
    <message>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Munkamenetek</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Leosztások</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Nyereség vagy veszteség</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <source>Fixed-limit stud home games on your network</source>
        <translation>Fix limites stud otthoni játékok a hálózatodon</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Asztal indítása</translation>
    </message>
    <message>
        <source>Join the selected table</source>
        <translation>Csatlakozás a kijelölt asztalhoz</translation>
    </message>
    <message>
        <source>Watch the selected table</source>
        <translation>A kijelölt asztal figyelése</translation>
    </message>
    <message>
        <source>Connect by address…</source>
        <translation>Csatlakozás cím alapján…</translation>
    </message>
    <message>
        <source>Paste an invite (SD1-…)</source>
        <translation>Illeszd be a meghívót (SD1-…)</translation>
    </message>
    <message>
        <source>A friend&apos;s table in another house: paste the invite its host sent you</source>
        <translation>Egy barát asztala egy másik házban: illeszd be a házigazda meghívóját</translation>
    </message>
    <message>
        <source>Join with an invite</source>
        <translation>Csatlakozás meghívóval</translation>
    </message>
    <message>
        <source>Hotseat / solo game</source>
        <translation>Hotseat / egyéni játék</translation>
    </message>
    <message>
        <source>Hands of the last table…</source>
        <translation>Az utolsó asztal leosztásai…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Leosztás-előzmények</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Asztalok a hálózatodon</translation>
    </message>
    <message>
        <source>Looking for tables on the local network…

Host one, or connect by address.</source>
        <translation>Asztalokat keresek a helyi hálózaton…

Indíts egyet, vagy csatlakozz cím alapján.</translation>
    </message>
    <message>
        <source>Playing as %1 — change it in Settings</source>
        <translation>Játékosnév: %1 — a Beállításokban módosíthatod</translation>
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
        <translation>Hotseat játék</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Egyéni játék</translation>
    </message>
    <message>
        <source>This invite cannot be used</source>
        <translation>Ez a meghívó nem használható</translation>
    </message>
    <message>
        <source>Paste the invite the host gave you (it starts with SD1-).</source>
        <translation>Illeszd be a házigazdától kapott meghívót (SD1- kezdetű).</translation>
    </message>
    <message>
        <source>This is not a StudDesk invite: an invite starts with SD1-.</source>
        <translation>Ez nem StudDesk-meghívó: a meghívó SD1- kezdetű.</translation>
    </message>
    <message>
        <source>This invite is damaged or cut short: copy the whole invite again.</source>
        <translation>Ez a meghívó sérült vagy csonka: másold ki újra az egészet.</translation>
    </message>
    <message>
        <source>This invite comes from a newer StudDesk: update StudDesk to use it.</source>
        <translation>Ez a meghívó újabb StudDeskből származik: frissítsd a StudDesket a használatához.</translation>
    </message>
    <message>
        <source>Your name at the table:</source>
        <translation>A neved az asztalnál:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>A neved</translation>
    </message>
    <message>
        <source>A name of 1 to %1 letters, please.</source>
        <extracomment>%1: the longest name allowed</extracomment>
        <translation>Adj meg egy 1–%1 karakteres nevet.</translation>
    </message>
    <message>
        <source>Welcome to StudDesk! What shall the table call you? (You can change it in Settings.)</source>
        <translation>Üdv a StudDeskben! Milyen néven szólítson az asztal? (A Beállításokban módosíthatod.)</translation>
    </message>
    <message>
        <source>The table %1 needs a password.</source>
        <translation>Ehhez az asztalhoz jelszó kell: %1</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Jelszó</translation>
    </message>
    <message>
        <source>Someone at this table is already called %1. Join under another name?</source>
        <extracomment>%1: the name somebody at the table already has</extracomment>
        <translation>Ennél az asztalnál már ül valaki %1 néven. Csatlakozol más néven?</translation>
    </message>
    <message>
        <source>Could not join the table</source>
        <translation>Nem sikerült csatlakozni az asztalhoz</translation>
    </message>
    <message>
        <source>Could not start the table</source>
        <translation>Nem sikerült elindítani az asztalt</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Seat %1</source>
        <translation>%1. szék</translation>
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
        <translation>mindkettő (swing)</translation>
    </message>
    <message>
        <source>%1 declares %2</source>
        <extracomment>one declaration of those shown together: &quot;Anna declares low&quot;</extracomment>
        <translation>%1 bemondása: %2</translation>
    </message>
    <message>
        <source>Everyone has declared: %1</source>
        <extracomment>W9.3: every declaration shown at once; %1: &quot;Anna declares low, Emil declares both&quot;</extracomment>
        <translation>Mindenki bemondta: %1</translation>
    </message>
    <message>
        <source>Turned up together: %1</source>
        <extracomment>W11.2: every chosen card turned up at once; %1: &quot;Anna A♥, Emil 9♦&quot;</extracomment>
        <translation>Egyszerre felfordítva: %1</translation>
    </message>
    <message numerus="yes">
        <source>Antes: %1 from each of %n players</source>
        <translation>
            <numerusform>Ante: %1 játékosonként (%n játékos)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 antes %2</source>
        <translation>%1 antét tesz: %2</translation>
    </message>
    <message>
        <source>Hand #%1: %2</source>
        <translation>%1. leosztás: %2</translation>
    </message>
    <message numerus="yes">
        <source>Too few cards left: the %n burned and undealt cards are shuffled</source>
        <translation>
            <numerusform>Kevés a lap: %n égetett és ki nem osztott lapot újrakevernek</numerusform>
        </translation>
    </message>
    <message>
        <source>Community card %1: every player uses it as their 7th card</source>
        <translation>Közös lap: %1 — minden játékos ezt használja hetedik lapként</translation>
    </message>
    <message>
        <source>Uncalled bet of %1 returned to %2</source>
        <translation>A meg nem tartott tét (%1) visszakerül: %2</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 mutatja: %2</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1 bedobja a lapjait</translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <extracomment>W9.3, W11.2: a player made the secret choice; what it is comes later</extracomment>
        <translation>%1 választott</translation>
    </message>
    <message>
        <source>Left the hand: %1. No further card can be opened, so the hand ends here (%2 forfeited)</source>
        <extracomment>H4, a table where nobody deals: %1 the players of the device that left (&quot;Anna&quot; or &quot;Anna, Emil&quot;), %2 the chips they put in, now lost</extracomment>
        <translation>Elhagyta a leosztást: %1. Több lapot nem lehet felfedni, ezért a leosztás itt véget ér (elveszett: %2)</translation>
    </message>
    <message>
        <source>%2 returned to %1</source>
        <extracomment>H4: everything %1 put in this hand comes back (%2 chips)</extracomment>
        <translation>%2 visszakerül: %1</translation>
    </message>
    <message>
        <source>%1 takes %2 of the forfeited chips</source>
        <extracomment>H4: %1&apos;s equal share (%2 chips) of what the leaving player forfeited</extracomment>
        <translation>%1 megkapja az elveszett zsetonokból a részét: %2</translation>
    </message>
    <message>
        <source>the pot</source>
        <extracomment>the pot a failed swing gets nothing from: &quot;the pot&quot;, or &quot;side pot 1&quot;</extracomment>
        <translation>a potból</translation>
    </message>
    <message>
        <source>side pot %1</source>
        <translation>a(z) %1. mellékpotból</translation>
    </message>
    <message>
        <source>%1 swung and won neither way alone (high: %2, low: %3): nothing from %4</source>
        <extracomment>W10.1: %1 declared both and lost both ways; %2, %3: &quot;tied&quot; or &quot;beaten&quot; for the high and the low; %4: &quot;the pot&quot;</extracomment>
        <translation>%1 swingelt, de egyik irányban sem nyert egyedül (high: %2, low: %3): semmit sem kap %4</translation>
    </message>
    <message>
        <source>%1 swung and tied high: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another high tied theirs (a tie loses); %2: &quot;the pot&quot;</extracomment>
        <translation>%1 swingelt, de high-ban döntetlen lett: semmit sem kap %2</translation>
    </message>
    <message>
        <source>%1 swung and was beaten high: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another high beat theirs; %2: &quot;the pot&quot;</extracomment>
        <translation>%1 swingelt, de high-ban legyőzték: semmit sem kap %2</translation>
    </message>
    <message>
        <source>%1 swung and tied low: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another low tied theirs (a tie loses); %2: &quot;the pot&quot;</extracomment>
        <translation>%1 swingelt, de low-ban döntetlen lett: semmit sem kap %2</translation>
    </message>
    <message>
        <source>%1 swung and was beaten low: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another low beat theirs; %2: &quot;the pot&quot;</extracomment>
        <translation>%1 swingelt, de low-ban legyőzték: semmit sem kap %2</translation>
    </message>
    <message>
        <source>tied</source>
        <extracomment>W10.1: how a swing lost a way, in &quot;(high: tied, low: beaten)&quot;: another hand as good</extracomment>
        <translation>döntetlen</translation>
    </message>
    <message>
        <source>beaten</source>
        <extracomment>W10.1: how a swing lost a way, in &quot;(high: tied, low: beaten)&quot;: a better hand</extracomment>
        <translation>vesztett</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1 dob</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 passzol</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <extracomment>%1 calls %2 chips</extracomment>
        <translation>%1 tart: %2</translation>
    </message>
    <message>
        <source>%1 brings in for %2</source>
        <extracomment>%1 posts the bring-in of %2</extracomment>
        <translation>%1 berakja a bring-int: %2</translation>
    </message>
    <message>
        <source>%1 completes to %3</source>
        <extracomment>%1 completes the bring-in to the small bet, %3 in all (%2: the chips put in now)</extracomment>
        <translation>%1 teljes kistétet tesz: %3</translation>
    </message>
    <message>
        <source>%1 bets %3</source>
        <extracomment>%3: the bet (%2: the chips put in now)</extracomment>
        <translation>%1 nyit: %3</translation>
    </message>
    <message>
        <source>%1 raises to %3</source>
        <extracomment>%3: the new total bet of the round (%2: the chips put in now)</extracomment>
        <translation>%1 emel, összesen: %3</translation>
    </message>
    <message>
        <source>%1 shows</source>
        <translation>%1 mutat</translation>
    </message>
    <message>
        <source>%1 pays %2 to keep the three</source>
        <extracomment>Baseball (an up three): %2 the price paid to keep it, wild</extracomment>
        <translation>%1 fizet a hármasért: %2</translation>
    </message>
    <message>
        <source>%1 lets the clock run out on the three and folds</source>
        <translation>Lejárt az idő: %1 nem fizet a hármasért, és dob</translation>
    </message>
    <message>
        <source>%1 declines to pay for the three and folds</source>
        <translation>%1 nem fizet a hármasért, és dob</translation>
    </message>
    <message>
        <source>%1 and is all-in</source>
        <extracomment>%1: a sentence such as &quot;Anna calls 2&quot;</extracomment>
        <translation>%1 – allin</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <extracomment>the first side pot is number 1</extracomment>
        <translation>%1. mellékpot</translation>
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
        <translation>%1 (rejtett pikk)</translation>
    </message>
    <message>
        <source>%1 %2 to %3</source>
        <extracomment>%1: &quot;Pot&quot; or &quot;Side pot 1&quot; (maybe with &quot;(high)&quot;), %2: the chips, %3: the winner</extracomment>
        <translation>%1 %2 — %3 nyeri</translation>
    </message>
    <message>
        <source>%1, who declared %2</source>
        <extracomment>High-Low Declare: %1 &quot;Pot 2.70 to Anna&quot;, %2 what Anna declared (&quot;low&quot;)</extracomment>
        <translation>%1 (bemondás: %2)</translation>
    </message>
</context>
<context>
    <name>NetSession</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>Kapcsolódás: %1…</translation>
    </message>
    <message>
        <source>Waiting for the host to let you in…</source>
        <translation>Várakozás, hogy a házigazda beengedjen…</translation>
    </message>
    <message>
        <source>Hand #%1 goes on without you: your cards were folded, the %2 you had put in stays in its pot, and your %3 leaves the table with you, as the host&apos;s ledger shows.</source>
        <extracomment>N3: the host removed this player during a hand, which went on without them. %1: the hand&apos;s number, %2: the chips they had put in, %3: the chips they had left</extracomment>
        <translation>A(z) %1. leosztás nélküled folytatódik: a lapjaidat eldobtuk, az általad betett %2 a potban marad, a megmaradt %3 pedig veled távozik az asztaltól, ahogy a házigazda elszámolása mutatja.</translation>
    </message>
    <message>
        <source>You pause the game after this hand.</source>
        <translation>E leosztás után szünetet tartasz.</translation>
    </message>
    <message>
        <source>You let the game go on.</source>
        <translation>Folytatod a játékot.</translation>
    </message>
    <message>
        <source>The host pauses the game after this hand.</source>
        <translation>A házigazda e leosztás után szünetet tart.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>A játék folytatódik.</translation>
    </message>
    <message>
        <source>Your table is open at %1.</source>
        <extracomment>%1: address:port, for &quot;Connect by address&quot;</extracomment>
        <translation>Az asztalod elérhető itt: %1.</translation>
    </message>
    <message>
        <source>Hand #%1 was cut short when the table stopped: it is void, and every chip went back to where it was when it started.</source>
        <extracomment>%1: a hand number</extracomment>
        <translation>%1. leosztás: félbeszakadt, amikor az asztal leállt; érvénytelen, és minden zseton visszakerült oda, ahol a kezdetekor volt.</translation>
    </message>
    <message>
        <source>%1 timed out twice and is sitting out.</source>
        <extracomment>C3: the host sat a player out after two timeouts in a row</extracomment>
        <translation>%1 kétszer kifutott az időből, ezért szünetel.</translation>
    </message>
    <message>
        <source>%1 was removed by the host.</source>
        <translation>A házigazda eltávolította az asztaltól: %1.</translation>
    </message>
    <message>
        <source>The host is ending the session after this hand.</source>
        <translation>A házigazda e leosztás után befejezi a munkamenetet.</translation>
    </message>
    <message>
        <source>Hand #%1 is played out without you: you are all in with %2, and whatever it brings you goes into the host&apos;s ledger.</source>
        <extracomment>N3: the host removed this player, all in, during a hand (played out for them). %1: the hand&apos;s number, %2: the chips they had put in</extracomment>
        <translation>A(z) %1. leosztást nélküled játsszák végig: allin vagy %2 zsetonnal, és amit hoz, az a házigazda elszámolásába kerül.</translation>
    </message>
    <message>
        <source>%1 rebuys %2: the stack is %3 now.</source>
        <extracomment>T3: %1 a player, %2 the chips bought, %3 the stack now (the buy-in)</extracomment>
        <translation>%1 újravásárol %2 értékben: a zsetonkészlete most %3.</translation>
    </message>
    <message>
        <source>Verified: the deck was committed before the deal, and all %1 cards seen here came from it in order.</source>
        <translation>Ellenőrizve: a paklit az osztás előtt rögzítették, és az itt látott összes lap (%1) sorrendben belőle származik.</translation>
    </message>
    <message>
        <source>Not checked: this table missed part of the hand (it joined or reconnected during it); the revealed deck matches its commitment.</source>
        <translation>Nincs ellenőrizve: ez a gép lemaradt a leosztás egy részéről (közben csatlakozott vagy kapcsolódott újra); a felfedett pakli egyezik a rögzítettel.</translation>
    </message>
    <message>
        <source>FAILED: the revealed deck does not match the commitment made before the deal.</source>
        <translation>HIBA: a felfedett pakli nem egyezik az osztás előtt rögzítettel.</translation>
    </message>
    <message>
        <source>FAILED: the cards dealt do not match the revealed deck (%1).</source>
        <extracomment>%1: what did not match, in English from the network layer</extracomment>
        <translation>HIBA: a kiosztott lapok nem egyeznek a felfedett paklival (%1).</translation>
    </message>
    <message>
        <source>%1 wants to join the table.</source>
        <translation>%1 csatlakozna az asztalhoz.</translation>
    </message>
    <message>
        <source>%1 sits down in seat %2.</source>
        <translation>%1 leül – %2. szék.</translation>
    </message>
    <message>
        <source>%1 leaves seat %2.</source>
        <translation>%1 feláll – %2. szék.</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Újrakapcsolódás…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Újra az asztalnál.</translation>
    </message>
    <message>
        <source>the connection to the table was lost</source>
        <translation>megszakadt a kapcsolat az asztallal</translation>
    </message>
    <message>
        <source>Could not take a seat: %1</source>
        <extracomment>%1: why (for instance &quot;That seat is taken.&quot;)</extracomment>
        <translation>Nem sikerült leülni: %1</translation>
    </message>
    <message>
        <source>A table new to this computer: its identity is %1. StudDesk remembers it and refuses another machine at this address.</source>
        <extracomment>%1: the table&apos;s certificate fingerprint, groups of four hex digits</extracomment>
        <translation>Ezen a gépen új asztal: az azonosítója %1. A StudDesk megjegyzi, és ezen a címen más gépet elutasít.</translation>
    </message>
    <message>
        <source>Hand #%1 is void: every chip went back to where it was when it started.</source>
        <extracomment>At a table where nobody deals. %1: a hand number</extracomment>
        <translation>%1. leosztás érvénytelen: minden zseton visszakerült oda, ahol a kezdetekor volt.</translation>
    </message>
    <message>
        <source>You are not dealt in: at this table nobody deals, and this computer has not given its share of the deal yet.</source>
        <extracomment>At a table where nobody deals (every computer with a seat takes part in the deal), this computer has not given the table its share of the deal yet.</extracomment>
        <translation>Nem kapsz lapot: ennél az asztalnál nincs osztó, és ez a számítógép még nem adta meg a maga részét az osztáshoz.</translation>
    </message>
    <message>
        <source>%1&apos;s device needs about %2 s to check the deck: the cards come about %2 s after the hand starts.</source>
        <extracomment>At a table where nobody deals, said before a hand. %1: a player, %2: seconds. Every player&apos;s computer or phone checks the shuffled deck before the cards come.</extracomment>
        <translation>%1 eszközének körülbelül %2 mp kell a pakli ellenőrzéséhez: a lapok körülbelül %2 mp-cel a leosztás kezdete után érkeznek.</translation>
    </message>
    <message>
        <source>The sit-and-go is over: one player holds every chip.</source>
        <translation>A Sit &amp; Go verseny véget ért: egy játékosnál van minden zseton.</translation>
    </message>
    <message>
        <source>Nobody answers at this address: the table&apos;s host has closed it, or is not on this network any more.</source>
        <translation>Ezen a címen senki sem válaszol: a házigazda bezárta az asztalt, vagy már nincs ezen a hálózaton.</translation>
    </message>
    <message>
        <source>The table did not answer in time (or its host did not let you in yet).</source>
        <translation>Az asztal nem válaszolt időben (vagy a házigazda még nem engedett be).</translation>
    </message>
    <message>
        <source>This table needs a password.</source>
        <translation>Ehhez az asztalhoz jelszó kell.</translation>
    </message>
    <message>
        <source>That password is not right.</source>
        <translation>A jelszó nem jó.</translation>
    </message>
    <message>
        <source>Someone at this table already uses that name.</source>
        <translation>Ezt a nevet már használja valaki az asztalnál.</translation>
    </message>
    <message>
        <source>The host did not let you in.</source>
        <translation>A házigazda nem engedett be.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>A házigazda eltávolított az asztaltól.</translation>
    </message>
    <message>
        <source>This seat is open in another window.</source>
        <translation>Ez a szék egy másik ablakban van megnyitva.</translation>
    </message>
    <message>
        <source>You ended the session.</source>
        <translation>Befejezted a munkamenetet.</translation>
    </message>
    <message>
        <source>The host ended the session.</source>
        <translation>A házigazda befejezte a munkamenetet.</translation>
    </message>
    <message>
        <source>This table runs a different version of StudDesk.</source>
        <translation>Ez az asztal a StudDesk egy másik változatát futtatja.</translation>
    </message>
    <message>
        <source>The table did not open an encrypted connection: it runs an older StudDesk, or it is not a StudDesk table.</source>
        <translation>Az asztal nem nyitott titkosított kapcsolatot: régebbi StudDesket futtat, vagy nem StudDesk-asztal.</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Minden szék foglalt.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Ez a szék foglalt.</translation>
    </message>
    <message>
        <source>That buy-in is not allowed at this table.</source>
        <translation>Ennél az asztalnál ez a beülő nem megengedett.</translation>
    </message>
    <message>
        <source>You can do that only between hands.</source>
        <translation>Ezt csak két leosztás között teheted meg.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nem te következel.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Ezt most nem teheted meg.</translation>
    </message>
    <message>
        <source>That amount is not allowed now.</source>
        <translation>Ez az összeg most nem megengedett.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Ezt csak a házigazda teheti meg.</translation>
    </message>
    <message>
        <source>Too many messages; please slow down.</source>
        <translation>Túl sok üzenet; kérlek, lassíts.</translation>
    </message>
    <message>
        <source>Your old seat could not be found; you join as a new player.</source>
        <translation>A régi széked nem található; új játékosként csatlakozol.</translation>
    </message>
    <message>
        <source>You are not sitting at this table.</source>
        <translation>Nem ülsz ennél az asztalnál.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>Ez nem a te széked.</translation>
    </message>
    <message>
        <source>That hand is already over.</source>
        <translation>Ez a leosztás már véget ért.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>A játék szünetel.</translation>
    </message>
    <message>
        <source>Something went wrong at the table.</source>
        <translation>Hiba történt az asztalnál.</translation>
    </message>
    <message>
        <source>The table could not take what this program sent (%1).</source>
        <extracomment>%1: the host&apos;s error code, for instance &quot;bad_field&quot;</extracomment>
        <translation>Az asztal nem tudta fogadni, amit ez a program küldött (%1).</translation>
    </message>
    <message>
        <source>Refused: this is not the table you asked for. Its identity (certificate fingerprint) is not %1: another machine answered. If the host made a new table identity, join with its new invite.</source>
        <extracomment>%1: the fingerprint expected, groups of four hex digits</extracomment>
        <translation>Elutasítva: ez nem a kért asztal. Az azonosítója (tanúsítvány-ujjlenyomat) nem %1: másik gép válaszolt. Ha a házigazda új azonosítót készített, csatlakozz az új meghívójával.</translation>
    </message>
    <message>
        <source>The table could not be started: %1</source>
        <extracomment>%1: the system&apos;s reason, for instance &quot;Address already in use&quot;</extracomment>
        <translation>Nem sikerült elindítani az asztalt: %1</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>%1: post the ante %2?</source>
        <extracomment>hotseat: %1 the player&apos;s name, %2 the ante</extracomment>
        <translation>%1: berakod az antét (%2)?</translation>
    </message>
    <message>
        <source>Post the ante %1?</source>
        <translation>Berakod az antét (%1)?</translation>
    </message>
    <message>
        <source>Post</source>
        <translation>Berakom</translation>
    </message>
    <message>
        <source>Sit this hand out</source>
        <translation>Kimaradok</translation>
    </message>
    <message>
        <source>%1 wants to join the table.</source>
        <translation>%1 csatlakozna az asztalhoz.</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Beengedés</translation>
    </message>
    <message>
        <source>Turn away</source>
        <translation>Elutasítás</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 mp</translation>
    </message>
</context>
<context>
    <name>ReplayerWindow</name>
    <message>
        <source>Dealer</source>
        <translation>Osztó</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Első lépés (Home)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Egy lépés vissza (balra nyíl)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Egy lépés előre (jobbra nyíl)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Utolsó lépés (End)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Lejátszás vagy szünet (szóköz)</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Előző leosztás</translation>
    </message>
    <message>
        <source>The hand before this one in the list (Ctrl+Page Up)</source>
        <translation>A listában előtte álló leosztás (Ctrl+Page Up)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Következő leosztás</translation>
    </message>
    <message>
        <source>The hand after this one in the list (Ctrl+Page Down)</source>
        <translation>A listában utána következő leosztás (Ctrl+Page Down)</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Mutatás</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Close the replay (Escape)</source>
        <translation>A visszajátszás bezárása (Escape)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Sebesség</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Nagyon gyors</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Animáció nélkül</translation>
    </message>
    <message>
        <source>Replay — StudDesk</source>
        <translation>Visszajátszás — StudDesk</translation>
    </message>
    <message>
        <source>Hand replay</source>
        <translation>Leosztás visszajátszása</translation>
    </message>
    <message>
        <source>Hand #%1 · %2 %3</source>
        <translation>%1. leosztás · %2 %3</translation>
    </message>
    <message>
        <source>Replay of %1 — StudDesk</source>
        <extracomment>the window&apos;s title: %1 the hand&apos;s file name (or its number)</extracomment>
        <translation>Visszajátszás: %1 — StudDesk</translation>
    </message>
    <message>
        <source>(action %1)</source>
        <extracomment>%1: the 1-based number of the file&apos;s action the rules refuse</extracomment>
        <translation>(%1. művelet)</translation>
    </message>
    <message>
        <source>This hand cannot be replayed: %1</source>
        <translation>Ez a leosztás nem játszható vissza: %1</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>A player left: the hand ends</source>
        <extracomment>H4: the step where a player&apos;s device left and the hand ended without a winner</extracomment>
        <translation>Egy játékos kilépett: a leosztás véget ér</translation>
    </message>
    <message>
        <source>The pot is awarded</source>
        <translation>A pot kiosztása</translation>
    </message>
    <message>
        <source>Declaration</source>
        <extracomment>High-Low Declare (W9): the step of a player&apos;s secret declaration or of them all</extracomment>
        <translation>Bemondás</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <extracomment>%1: this step&apos;s number, %2: the steps in the hand, %3: where the hand is</extracomment>
        <translation>%1. lépés / %2 · %3</translation>
    </message>
</context>
<context>
    <name>ResumeQuestion</name>
    <message>
        <source>Resume the table?</source>
        <translation>Folytatod az asztalt?</translation>
    </message>
    <message>
        <source>Your table “%1” stopped without ending the session.</source>
        <extracomment>%1: the table&apos;s name</extracomment>
        <translation>Az asztalod („%1”) leállt, mielőtt a munkamenet véget ért volna.</translation>
    </message>
    <message>
        <source>Hands played: %1</source>
        <translation>Lejátszott leosztások: %1</translation>
    </message>
    <message>
        <source>Hand %1 was cut short: it is void and every chip goes back to where it was when it started.</source>
        <extracomment>%1: a hand number</extracomment>
        <translation>%1. leosztás: félbeszakadt; érvénytelen, és minden zseton visszakerül oda, ahol a kezdetekor volt.</translation>
    </message>
    <message numerus="yes">
        <source>%n players:</source>
        <translation>
            <numerusform>Játékosok (%n):</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1: %2, %3</source>
        <extracomment>%1: seat, %2: name, %3: stack</extracomment>
        <translation>%1. szék: %2, %3</translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation>(gép)</translation>
    </message>
    <message>
        <source>Starting a new table keeps the old one&apos;s journal in the data folder (moved aside, not deleted).</source>
        <translation>Új asztalnál a régi napló megmarad az adatmappában (félretéve, nem törölve).</translation>
    </message>
    <message>
        <source>Resume “%1”</source>
        <translation>„%1” folytatása</translation>
    </message>
    <message>
        <source>Start a new table</source>
        <translation>Új asztal indítása</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings — StudDesk</source>
        <translation>Beállítások — StudDesk</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Az asztalnál</translation>
    </message>
    <message>
        <source>Look and sound</source>
        <translation>Megjelenés és hang</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>A neved</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kártyahát</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animációk</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Hangerő</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <source>Post the ante automatically</source>
        <translation>Az ante automatikus berakása</translation>
    </message>
    <message>
        <source>Muck losing hands automatically at the showdown</source>
        <translation>Vesztes lapok automatikus bedobása a mutatáskor</translation>
    </message>
    <message>
        <source>Four-colour deck (blue diamonds, green clubs)</source>
        <translation>Négyszínű pakli (kék káró, zöld treff)</translation>
    </message>
    <message>
        <source>Sounds: my turn, the clock, cards and chips</source>
        <translation>Hangok: én következem, fogyó idő, lapok és zsetonok</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Piros</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Kék</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <source>Off (show the result at once)</source>
        <translation>Ki (azonnal az eredmény)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <source>Standings — StudDesk</source>
        <translation>Állás — StudDesk</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Végeredmény</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Állás</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Helyezés</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Nyeremény</translation>
    </message>
    <message>
        <source>Still in: %1</source>
        <translation>Még versenyben: %1</translation>
    </message>
    <message>
        <source>Prize pool: %1</source>
        <translation>Díjalap: %1</translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <source>Sit back in</source>
        <translation>Visszatérés a játékba</translation>
    </message>
    <message>
        <source>Sit out from the next hand</source>
        <translation>Szünet a következő leosztástól</translation>
    </message>
    <message>
        <source>Rebuy %1 (up to %2)</source>
        <extracomment>%1: the chips added, %2: the buy-in the stack comes to</extracomment>
        <translation>Újravásárlás: %1 (összesen %2)</translation>
    </message>
    <message>
        <source>Rebuy (the stack is the full %1)</source>
        <translation>Újravásárlás (a készlet már a teljes %1)</translation>
    </message>
    <message>
        <source>Ledger…</source>
        <translation>Elszámolás…</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Az asztal elhagyása</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Seat %1</source>
        <translation>%1. szék</translation>
    </message>
    <message>
        <source>The stud button: fixed at seat 8; every street is dealt from seat 1</source>
        <translation>A stud gomb: mindig a 8. széknél; minden utcát az 1. széktől osztanak</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Gépi játékos</translation>
    </message>
    <message>
        <source>%1 · %2 fixed limit</source>
        <extracomment>printed on the felt: &quot;Stud Hi/Lo · 2/4 fixed limit&quot;</extracomment>
        <translation>%1 · %2 fix limit</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Szünetel</translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation>ALLIN</translation>
    </message>
    <message>
        <source>DISCONNECTED</source>
        <translation>NINCS KAPCSOLAT</translation>
    </message>
    <message>
        <source>SITTING OUT</source>
        <translation>SZÜNETEL</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>DOBOTT</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Pot: %1</translation>
    </message>
    <message>
        <source>Side pot %1: %2</source>
        <extracomment>%1: the side pot&apos;s number (the first is 1), %2: its chips</extracomment>
        <translation>%1. mellékpot: %2</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Közös lap</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>Bedobta</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Dobás</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Passz</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Tartás: %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Bring-in berakása: %1</translation>
    </message>
    <message>
        <source>Complete to %1</source>
        <translation>Teljes kistét: %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Nyitás: %1</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Emelés, összesen: %1</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mutatás</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Bedobás</translation>
    </message>
    <message>
        <source>Paid %1</source>
        <extracomment>Baseball (W4): paid %1 to keep an up three</extracomment>
        <translation>Fizetett: %1</translation>
    </message>
    <message>
        <source>Chosen</source>
        <extracomment>High-Low Declare, Roll Your Own: the secret choice is made, not yet shown</extracomment>
        <translation>Választott</translation>
    </message>
    <message>
        <source>Both (swing)</source>
        <translation>Mindkettő (swing)</translation>
    </message>
    <message>
        <source>%1 all-in</source>
        <extracomment>%1: an action on a plate, e.g. &quot;Call 2&quot;</extracomment>
        <translation>%1 allin</translation>
    </message>
    <message>
        <source>Wins %1</source>
        <translation>Nyer: %1</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <translation>%1. mellékpot</translation>
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
        <translation>%1, pikk</translation>
    </message>
    <message>
        <source>Spade in the hole</source>
        <translation>Rejtett pikk</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <extracomment>%1: &quot;Pot&quot;, &quot;High&quot;, &quot;Side pot 1 low&quot; ..., %2: the chips, %3: the winners</extracomment>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>%1 (split)</source>
        <extracomment>%1: a banner line whose pot is split between several winners</extracomment>
        <translation>%1 (megosztva)</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Last hand</source>
        <translation>Utolsó leosztás</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Vissza a lobbiba</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Asztal elhagyása</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Házigazda</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Osztó</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Csevegés</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Írj valamit az asztalnak…</translation>
    </message>
    <message>
        <source>Chat is closed: the table is gone.</source>
        <translation>A csevegés lezárult: az asztal megszűnt.</translation>
    </message>
    <message>
        <source>Chat is off until the connection is back.</source>
        <translation>A csevegés szünetel, amíg a kapcsolat vissza nem áll.</translation>
    </message>
    <message>
        <source>StudDesk table</source>
        <translation>StudDesk-asztal</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>A házigazda szüneteltette</translation>
    </message>
    <message>
        <source>Waiting for the first hand…</source>
        <translation>Várakozás az első leosztásra…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Hand #%1 · ante %2 · bring-in %3</source>
        <translation>%1. leosztás · ante %2 · bring-in %3</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>szünet</translation>
    </message>
    <message>
        <source>pausing after this hand</source>
        <translation>szünet e leosztás után</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Vége a munkamenetnek.</translation>
    </message>
    <message>
        <source>The table is gone: %1</source>
        <translation>Az asztal megszűnt: %1</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Az asztal bezárult.</translation>
    </message>
    <message>
        <source>The table is gone</source>
        <translation>Az asztal megszűnt</translation>
    </message>
    <message>
        <source>The connection to the table is lost and could not be restored.</source>
        <translation>Megszakadt a kapcsolat az asztallal, és nem sikerült helyreállítani.</translation>
    </message>
    <message>
        <source>%1 The hands played here stay readable, from the lobby too.</source>
        <translation>%1 Az itt lejátszott leosztások továbbra is megtekinthetők, a lobbiból is.</translation>
    </message>
    <message>
        <source>Stay and look</source>
        <translation>Maradok és nézem</translation>
    </message>
    <message>
        <source>Connection lost: %1</source>
        <extracomment>%1: the reason, as the network layer gives it</extracomment>
        <translation>Megszakadt a kapcsolat: %1</translation>
    </message>
    <message>
        <source>The hands played here stay readable from the lobby.</source>
        <translation>Az itt lejátszott leosztások a lobbiból is megtekinthetők.</translation>
    </message>
    <message>
        <source>Open hand…</source>
        <translation>Leosztás megnyitása…</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>Leosztás-előzmény megnyitása</translation>
    </message>
    <message>
        <source>Poker hand histories (*.phh);;All files (*)</source>
        <translation>Pókerleosztás-előzmények (*.phh);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Játékos eltávolítása</translation>
    </message>
    <message>
        <source>Remove %1 from the table? Their chips leave with them.</source>
        <translation>Eltávolítod ezt a játékost: %1? A zsetonjai vele távoznak.</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>A munkamenet befejezése</translation>
    </message>
    <message>
        <source>End the session after this hand? Everyone gets the ledger and the table closes.</source>
        <translation>Befejezed a munkamenetet e leosztás után? Mindenki megkapja az elszámolást, és az asztal bezárul.</translation>
    </message>
    <message>
        <source>%1 to act</source>
        <translation>%1 következik</translation>
    </message>
    <message>
        <source>You are in the middle of a hand: leaving now folds it. Leave the table?</source>
        <translation>Egy leosztás közepén vagy: ha most kilépsz, dobod a lapjaidat. Elhagyod az asztalt?</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Az asztal elhagyása</translation>
    </message>
    <message>
        <source>You host this table: leaving ends it for everyone (they get the ledger). Leave?</source>
        <translation>Te vagy az asztal házigazdája: ha kilépsz, mindenkinek véget ér a játék (megkapják az elszámolást). Kilépsz?</translation>
    </message>
    <message>
        <source>The connection to the table dropped. Reconnecting…</source>
        <translation>Megszakadt a kapcsolat az asztallal. Újrakapcsolódás…</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Te következel, %1</translation>
    </message>
</context>
<context>
    <name>WebLinkDialog</name>
    <message>
        <source>Phones and browsers — StudDesk</source>
        <translation>Telefonok és böngészők — StudDesk</translation>
    </message>
    <message>
        <source>Phones and browsers</source>
        <translation>Telefonok és böngészők</translation>
    </message>
    <message>
        <source>On the same network, scan the code or open this address in a browser to sit at this table:</source>
        <translation>Ugyanazon a hálózaton olvasd be a kódot, vagy nyisd meg ezt a címet egy böngészőben, hogy leülj ehhez az asztalhoz:</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Check/Fold</source>
        <translation>Czekaj/Pas</translation>
    </message>
    <message>
        <source>Call any</source>
        <translation>Sprawdź dowolną stawkę</translation>
    </message>
    <message>
        <source>Checking is free. Fold anyway?</source>
        <translation>Możesz czekać za darmo. Mimo to pas?</translation>
    </message>
    <message>
        <source>Fold anyway</source>
        <translation>Pas mimo to</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Czekaj</translation>
    </message>
    <message>
        <source>You are sitting out: the hands are dealt without you.</source>
        <translation>Pauzujesz: rozdania idą bez ciebie.</translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation>Wracam</translation>
    </message>
    <message>
        <source>Show cards</source>
        <extracomment>O6: everyone else folded; the winner may show the hand (they need not)</extracomment>
        <translation>Pokaż karty</translation>
    </message>
    <message>
        <source>Waiting for the other players</source>
        <translation>Czekamy na pozostałych graczy</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>Wstrzymane przez gospodarza</translation>
    </message>
    <message>
        <source>Next hand coming up</source>
        <translation>Zaraz następne rozdanie</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Sprawdź %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Otwórz za %1</translation>
    </message>
    <message>
        <source>Complete to %1</source>
        <translation>Ukończ zakład do %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Postaw %1</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Podbij do %1</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Pokaż</translation>
    </message>
    <message>
        <source>Turn up %1</source>
        <extracomment>Roll Your Own: the down card (%1, as &quot;K♠&quot;) this player turns face up</extracomment>
        <translation>Odkryj %1</translation>
    </message>
    <message>
        <source>Pay %1 to keep the three</source>
        <extracomment>Baseball: pay the price to keep an up three (wild), or fold</extracomment>
        <translation>Zapłać %1, by zatrzymać trójkę</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>%1 (all-in)</source>
        <translation>%1 (za wszystko)</translation>
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
        <translation>Oba (swing)</translation>
    </message>
    <message>
        <source>You chose: %1.</source>
        <extracomment>%1: High, Low or Both (swing)</extracomment>
        <translation>Twój wybór: %1.</translation>
    </message>
    <message>
        <source>You turn up %1.</source>
        <extracomment>Roll Your Own: %1 the card this player chose to turn up</extracomment>
        <translation>Odkrywasz %1.</translation>
    </message>
    <message>
        <source>Your choice is hidden until everyone has chosen.</source>
        <translation>Twój wybór pozostaje ukryty, dopóki wszyscy nie wybiorą.</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Skrót: %1</translation>
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
        <translation>Nowy dla tego komputera: pierwsze połączenie pokaże tożsamość stołu i ją zapamięta.</translation>
    </message>
    <message>
        <source>%1 (remembered: another machine at this address is refused)</source>
        <extracomment>%1: the certificate fingerprint, groups of four hex digits</extracomment>
        <translation>%1 (zapamiętana: inny komputer pod tym adresem zostanie odrzucony)</translation>
    </message>
    <message>
        <source>Connect by address — StudDesk</source>
        <translation>Połącz przez adres — StudDesk</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adres hosta</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>192.168.1.20, host name, or host:port</source>
        <translation>192.168.1.20, nazwa hosta lub host:port</translation>
    </message>
    <message>
        <source>Only watch (take no seat)</source>
        <translation>Tylko obserwuj (bez zajmowania miejsca)</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Tożsamość</translation>
    </message>
</context>
<context>
    <name>CoreSession</name>
    <message>
        <source>The hands of this game cannot be kept in the data folder (%1); the Last hand window still has them until you quit.</source>
        <extracomment>%1: why (the operating system&apos;s or the database&apos;s words)</extracomment>
        <translation>Rozdań tej gry nie da się zachować w folderze danych (%1); okno Ostatnie rozdanie ma je do zamknięcia programu.</translation>
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
        <translation>Turniej Sit &amp; Go</translation>
    </message>
    <message>
        <source>Cash game</source>
        <translation>Gra cash</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice: %1</source>
        <translation>Wybór rozdającego: %1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>poziom %1</translation>
    </message>
    <message>
        <source>%1/%2, ante %3</source>
        <translation>%1/%2, ante %3</translation>
    </message>
    <message>
        <source>from this hand</source>
        <translation>od tego rozdania</translation>
    </message>
    <message>
        <source>after the next hand</source>
        <translation>po następnym rozdaniu</translation>
    </message>
    <message numerus="yes">
        <source>in %n hands</source>
        <translation>
            <numerusform>za %n rozdanie</numerusform>
            <numerusform>za %n rozdania</numerusform>
            <numerusform>za %n rozdań</numerusform>
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
        <translation>Poziom %1: %2</translation>
    </message>
    <message>
        <source>from the next hand</source>
        <translation>od następnego rozdania</translation>
    </message>
    <message>
        <source>Level %1 %2: %3</source>
        <translation>Poziom %1 %2: %3</translation>
    </message>
    <message>
        <source>%1, then %2 %3</source>
        <translation>%1, potem %2 %3</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>miejsce %1</translation>
    </message>
    <message>
        <source>%1 is out in place %2 and wins %3.</source>
        <translation>%1 odpada na %2. miejscu i wygrywa %3.</translation>
    </message>
    <message>
        <source>%1 is out in place %2.</source>
        <translation>%1 odpada na %2. miejscu.</translation>
    </message>
    <message>
        <source>No choice in time: %1 goes on.</source>
        <translation>Nie wybrano na czas: dalej gramy w %1.</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <extracomment>dealer&apos;s choice: %1 a player&apos;s name, %2 the game</extracomment>
        <translation>%1 wybiera: %2.</translation>
    </message>
    <message>
        <source>Seat %1 chooses %2.</source>
        <translation>Miejsce %1 wybiera: %2.</translation>
    </message>
    <message>
        <source>Now playing %1.</source>
        <translation>Teraz gramy: %1.</translation>
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
        <translation>Klasyfikacja</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 players left</source>
        <extracomment>%n players still in of %1 who entered</extracomment>
        <translation>
            <numerusform>został %n z %1 graczy</numerusform>
            <numerusform>zostało %n z %1 graczy</numerusform>
            <numerusform>zostało %n z %1 graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is choosing the next game</source>
        <translation>%1 wybiera następną grę</translation>
    </message>
    <message>
        <source>Seat %1 is choosing the next game</source>
        <translation>Miejsce %1 wybiera następną grę</translation>
    </message>
    <message>
        <source>Your choice: the game of the next hand</source>
        <translation>Twój wybór: gra w następnym rozdaniu</translation>
    </message>
    <message numerus="yes">
        <source>Your choice: the game of the next %n hands</source>
        <translation>
            <numerusform>Twój wybór: gra na następne %n rozdanie</numerusform>
            <numerusform>Twój wybór: gra na następne %n rozdania</numerusform>
            <numerusform>Twój wybór: gra na następnych %n rozdań</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FormatBox</name>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Triple Stud sit-and-go, 8 levels of 10 minutes</source>
        <translation>Turniej Sit &amp; Go Triple Stud, 8 poziomów po 10 minut</translation>
    </message>
    <message>
        <source>Sit-and-go of the game above</source>
        <translation>Turniej Sit &amp; Go w grę wybraną wyżej</translation>
    </message>
    <message>
        <source>Cash game of the game above</source>
        <translation>Gra cash w grę wybraną wyżej</translation>
    </message>
    <message>
        <source>Cash game, Triple Stud in rotation</source>
        <translation>Gra cash, Triple Stud na zmianę</translation>
    </message>
    <message>
        <source>Cash game, dealer&apos;s choice</source>
        <translation>Gra cash, wybór rozdającego</translation>
    </message>
    <message>
        <source>Cash game, all ten games in rotation</source>
        <translation>Gra cash, wszystkie dziesięć gier na zmianę</translation>
    </message>
    <message>
        <source>Cash game, dealer&apos;s choice of all ten games</source>
        <translation>Gra cash, wybór rozdającego spośród dziesięciu gier</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Żetony na start</translation>
    </message>
    <message>
        <source>Format of the night</source>
        <translation>Plan wieczoru</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Poziomy</translation>
    </message>
    <message>
        <source>Minutes per level</source>
        <translation>Minut na poziom</translation>
    </message>
    <message>
        <source>Hands per game</source>
        <translation>Rozdań na grę</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Wpisowe</translation>
    </message>
    <message>
        <source>Payouts (%)</source>
        <translation>Wypłaty (%)</translation>
    </message>
    <message>
        <source>65,35 up to 5 players; 50,30,20 for 6 to 8</source>
        <translation>65, 35 do 5 graczy; 50, 30, 20 dla 6–8</translation>
    </message>
    <message>
        <source>Stud, Razz and Stud Hi/Lo in turn; the limits rise every level; it starts when every seat is taken and ends when one player holds every chip.</source>
        <translation>Stud, Razz i Stud Hi/Lo na zmianę; limity rosną z każdym poziomem; start, gdy zajęte są wszystkie miejsca, koniec, gdy jeden gracz ma wszystkie żetony.</translation>
    </message>
    <message>
        <source>Everyone starts with the same chips; the limits rise every level; it starts when every seat is taken.</source>
        <translation>Wszyscy zaczynają z tymi samymi żetonami; limity rosną z każdym poziomem; start, gdy zajęte są wszystkie miejsca.</translation>
    </message>
    <message>
        <source>One game at the stakes above.</source>
        <translation>Jedna gra ze stawkami wybranymi wyżej.</translation>
    </message>
    <message>
        <source>Stud, Razz and Stud Hi/Lo in turn, at the stakes above.</source>
        <translation>Stud, Razz i Stud Hi/Lo na zmianę, ze stawkami wybranymi wyżej.</translation>
    </message>
    <message>
        <source>Before each round a player picks Stud, Razz or Stud Hi/Lo, in turn round the table.</source>
        <translation>Przed każdą serią rozdań jeden z graczy, po kolei wokół stołu, wybiera Stud, Razz lub Stud Hi/Lo.</translation>
    </message>
    <message>
        <source>The three studs, Follow the Queen, Baseball, Chicago, Low Chicago, Five Card Stud, High-Low Declare and Roll Your Own in turn (Baseball at six seats or fewer).</source>
        <translation>Trzy gry stud, Follow the Queen, Baseball, Chicago, Low Chicago, Pięciokartowy Stud, High-Low Declare i Roll Your Own na zmianę (Baseball przy najwyżej sześciu miejscach).</translation>
    </message>
    <message>
        <source>Before each round a player picks one of the ten games, the home games too (Baseball at six seats or fewer).</source>
        <translation>Przed każdą serią rozdań jeden z graczy wybiera jedną z dziesięciu gier, także domowych (Baseball przy najwyżej sześciu miejscach).</translation>
    </message>
    <message>
        <source>Payouts are whole percentages adding up to 100, e.g. 50,30,20.</source>
        <translation>Wypłaty to całe procenty dające razem 100, np. 50, 30, 20.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Seven Card Stud</source>
        <translation>Siedmiokartowy Stud</translation>
    </message>
    <message>
        <source>Seven Card Stud Hi/Lo</source>
        <translation>Siedmiokartowy Stud Hi/Lo</translation>
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
        <translation>Pięciokartowy Stud</translation>
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
        <translation>druga ulica</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>trzecia ulica</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>czwarta ulica</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>piąta ulica</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>szósta ulica</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>siódma ulica</translation>
    </message>
</context>
<context>
    <name>HandDetail</name>
    <message>
        <source>No hand yet</source>
        <translation>Jeszcze nie było rozdania</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (miejsce %2)</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <extracomment>High-Low Declare (W9): %1 what the seat declared: &quot;High&quot;, &quot;Low&quot;, &quot;Both (swing)&quot;</extracomment>
        <translation>Deklaracja: %1</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>mucked</source>
        <translation>karty odrzucone</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>karty pokazane</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>wygrana %1</translation>
    </message>
    <message>
        <source>net %1</source>
        <translation>bilans %1</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Karta wspólna</translation>
    </message>
</context>
<context>
    <name>HandListModel</name>
    <message>
        <source>Hand #%1 · %2 %3
%4</source>
        <translation>Rozdanie nr %1 · %2 %3
%4</translation>
    </message>
</context>
<context>
    <name>HandName</name>
    <message>
        <source>two</source>
        <comment>one: High card, %1</comment>
        <translation>dwójka</translation>
    </message>
    <message>
        <source>three</source>
        <comment>one: High card, %1</comment>
        <translation>trójka</translation>
    </message>
    <message>
        <source>four</source>
        <comment>one: High card, %1</comment>
        <translation>czwórka</translation>
    </message>
    <message>
        <source>five</source>
        <comment>one: High card, %1</comment>
        <translation>piątka</translation>
    </message>
    <message>
        <source>six</source>
        <comment>one: High card, %1</comment>
        <translation>szóstka</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>one: High card, %1</comment>
        <translation>siódemka</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>one: High card, %1</comment>
        <translation>ósemka</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>one: High card, %1</comment>
        <translation>dziewiątka</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>one: High card, %1</comment>
        <translation>dziesiątka</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>one: High card, %1</comment>
        <translation>walet</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>one: High card, %1</comment>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <comment>one: High card, %1</comment>
        <translation>król</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>one: High card, %1</comment>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <comment>top: Straight, %1 high</comment>
        <translation>dwójki</translation>
    </message>
    <message>
        <source>three</source>
        <comment>top: Straight, %1 high</comment>
        <translation>trójki</translation>
    </message>
    <message>
        <source>four</source>
        <comment>top: Straight, %1 high</comment>
        <translation>czwórki</translation>
    </message>
    <message>
        <source>five</source>
        <comment>top: Straight, %1 high</comment>
        <translation>piątki</translation>
    </message>
    <message>
        <source>six</source>
        <comment>top: Straight, %1 high</comment>
        <translation>szóstki</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>top: Straight, %1 high</comment>
        <translation>siódemki</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>top: Straight, %1 high</comment>
        <translation>ósemki</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>top: Straight, %1 high</comment>
        <translation>dziewiątki</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>top: Straight, %1 high</comment>
        <translation>dziesiątki</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>top: Straight, %1 high</comment>
        <translation>waleta</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>top: Straight, %1 high</comment>
        <translation>damy</translation>
    </message>
    <message>
        <source>king</source>
        <comment>top: Straight, %1 high</comment>
        <translation>króla</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>top: Straight, %1 high</comment>
        <translation>asa</translation>
    </message>
    <message>
        <source>twos</source>
        <comment>set: Pair of %1</comment>
        <translation>dwójek</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>set: Pair of %1</comment>
        <translation>trójek</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>set: Pair of %1</comment>
        <translation>czwórek</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>set: Pair of %1</comment>
        <translation>piątek</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>set: Pair of %1</comment>
        <translation>szóstek</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>set: Pair of %1</comment>
        <translation>siódemek</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>set: Pair of %1</comment>
        <translation>ósemek</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>set: Pair of %1</comment>
        <translation>dziewiątek</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>set: Pair of %1</comment>
        <translation>dziesiątek</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>set: Pair of %1</comment>
        <translation>waletów</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>set: Pair of %1</comment>
        <translation>dam</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>set: Pair of %1</comment>
        <translation>króli</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>set: Pair of %1</comment>
        <translation>asów</translation>
    </message>
    <message>
        <source>twos</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>dwójki</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>trójki</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>czwórki</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>piątki</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>szóstki</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>siódemki</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>ósemki</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>dziewiątki</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>dziesiątki</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>walety</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>damy</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>króle</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>asy</translation>
    </message>
    <message>
        <source>High card, %1</source>
        <extracomment>%1: the rank, as in &quot;High card, ace&quot;</extracomment>
        <translation>Wysoka karta, %1</translation>
    </message>
    <message>
        <source>Pair of %1</source>
        <extracomment>%1: the rank of the pair</extracomment>
        <translation>Para %1</translation>
    </message>
    <message>
        <source>Two pair, %1 and %2</source>
        <extracomment>%1: the higher pair, %2: the lower pair</extracomment>
        <translation>Dwie pary, %1 i %2</translation>
    </message>
    <message>
        <source>Three of a kind, %1</source>
        <translation>Trójka %1</translation>
    </message>
    <message>
        <source>Straight, %1 high</source>
        <extracomment>%1: the straight&apos;s top card (&quot;five&quot; for 5-4-3-2-A)</extracomment>
        <translation>Strit do %1</translation>
    </message>
    <message>
        <source>Flush, %1 high</source>
        <translation>Kolor do %1</translation>
    </message>
    <message>
        <source>Full house, %1 full of %2</source>
        <extracomment>%1: the rank of the three cards, %2: the rank of the pair</extracomment>
        <translation>Full, %1 i %2</translation>
    </message>
    <message>
        <source>Four of a kind, %1</source>
        <translation>Kareta %1</translation>
    </message>
    <message>
        <source>Straight flush, %1 high</source>
        <translation>Poker do %1</translation>
    </message>
    <message>
        <source>Five of a kind, %1</source>
        <extracomment>only with wild cards: %1 the rank, as in &quot;Five of a kind, aces&quot;</extracomment>
        <translation>Pięć %1</translation>
    </message>
    <message>
        <source>High card</source>
        <comment>hand category</comment>
        <translation>Wysoka karta</translation>
    </message>
    <message>
        <source>Pair</source>
        <comment>hand category</comment>
        <translation>Para</translation>
    </message>
    <message>
        <source>Two pair</source>
        <comment>hand category</comment>
        <translation>Dwie pary</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <comment>hand category</comment>
        <translation>Trójka</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>hand category</comment>
        <translation>Strit</translation>
    </message>
    <message>
        <source>Flush</source>
        <comment>hand category</comment>
        <translation>Kolor</translation>
    </message>
    <message>
        <source>Full house</source>
        <comment>hand category</comment>
        <translation>Full</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>hand category</comment>
        <translation>Kareta</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <comment>hand category</comment>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <comment>hand category</comment>
        <translation>Piątka</translation>
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
        <translation>Poker królewski</translation>
    </message>
    <message>
        <source>no low</source>
        <translation>brak low</translation>
    </message>
    <message>
        <source>%1 are wild</source>
        <extracomment>%1: a rank in the plural, e.g. &quot;Queens are wild&quot;</extracomment>
        <translation>%1 są dzikie</translation>
    </message>
    <message>
        <source>%1 and %2 are wild</source>
        <extracomment>%1, %2: ranks in the plural, e.g. &quot;Queens and sevens are wild&quot;</extracomment>
        <translation>%1 i %2 są dzikie</translation>
    </message>
    <message>
        <source>Spade in the hole, %1</source>
        <extracomment>Chicago (W5): %1 the best spade in the hole, as in &quot;Spade in the hole, K♠&quot;</extracomment>
        <translation>Pik w kartach zakrytych, %1</translation>
    </message>
</context>
<context>
    <name>HandStrength</name>
    <message>
        <source>You have: %1</source>
        <extracomment>%1: the player&apos;s hand so far, e.g. &quot;two pair, kings and sevens&quot;</extracomment>
        <translation>Masz: %1</translation>
    </message>
    <message>
        <source>no low yet</source>
        <translation>na razie brak low</translation>
    </message>
    <message>
        <source>spade in the hole: %1</source>
        <extracomment>Chicago (W5): %1 the spade among the down cards that plays for the spade half</extracomment>
        <translation>pik w kartach zakrytych: %1</translation>
    </message>
    <message>
        <source>no spade in the hole</source>
        <translation>brak pika w kartach zakrytych</translation>
    </message>
    <message>
        <source>You have: %1; %2</source>
        <extracomment>%1: the high hand, %2: the low (&quot;8-6-4-2-A low&quot;, &quot;no low&quot;, &quot;no low yet&quot;)</extracomment>
        <translation>Masz: %1; %2</translation>
    </message>
</context>
<context>
    <name>HandTableModel</name>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Stawki</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pula</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Zwycięzcy</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesja</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation>Kolej na: %1 — kliknij, aby zacząć</translation>
    </message>
    <message>
        <source>Everyone else, please look away: your cards are hidden.</source>
        <translation>Pozostali, prosimy nie patrzeć: wasze karty są ukryte.</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Hand history — StudDesk</source>
        <translation>Historia rozdań — StudDesk</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historia rozdań</translation>
    </message>
    <message>
        <source>Open journal…</source>
        <translation>Otwórz dziennik…</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Otwórz folder…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Session ledger</source>
        <translation>Rozliczenie sesji</translation>
    </message>
    <message>
        <source>All-time ledger</source>
        <translation>Rozliczenie wszystkich sesji</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <source>Export ledger…</source>
        <translation>Eksportuj rozliczenie…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Hands from %1</source>
        <translation>Rozdania z: %1</translation>
    </message>
    <message numerus="yes">
        <source>(%n could not be read)</source>
        <extracomment>%n: how many files or hands could not be read</extracomment>
        <translation>
            <numerusform>(nie udało się odczytać: %n)</numerusform>
            <numerusform>(nie udało się odczytać: %n)</numerusform>
            <numerusform>(nie udało się odczytać: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hands</source>
        <extracomment>%1 hands shown of %n</extracomment>
        <translation>
            <numerusform>%1 z %n rozdania</numerusform>
            <numerusform>%1 z %n rozdań</numerusform>
            <numerusform>%1 z %n rozdań</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands yet: open a host&apos;s journal or a folder of PHH files.</source>
        <translation>Brak rozdań: otwórz dziennik gospodarza albo folder z plikami PHH.</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Wszyscy gracze</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <source>Export ledger</source>
        <translation>Eksportuj rozliczenie</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Pliki CSV (*.csv);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Open a host&apos;s journal</source>
        <translation>Otwórz dziennik gospodarza</translation>
    </message>
    <message>
        <source>StudDesk journals (*.sqlite3);;All files (*)</source>
        <translation>Dzienniki StudDesk (*.sqlite3);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Open a folder of PHH files</source>
        <translation>Otwórz folder z plikami PHH</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table — StudDesk</source>
        <translation>Załóż stół — StudDesk</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Stół: %1</translation>
    </message>
    <message>
        <source>Table and stakes</source>
        <translation>Stół i stawki</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Seats and clocks</source>
        <translation>Miejsca i czas</translation>
    </message>
    <message>
        <source>House rules and access</source>
        <translation>Zasady domowe i dostęp</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nazwa stołu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Stawki</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Wejście bring-in</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Dolny limit</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Górny limit</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Gracze komputerowi</translation>
    </message>
    <message>
        <source>Action timer (s)</source>
        <translation>Czas na ruch (s)</translation>
    </message>
    <message>
        <source>Time bank (s)</source>
        <translation>Bank czasu (s)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>Relay</source>
        <extracomment>a relay (`studdesk relay`) that carries friends the router does not let in</extracomment>
        <translation>Przekaźnik (relay)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Własne</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>a computer player that makes any legal move at random</extracomment>
        <translation>losowy</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>łatwy</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>średni</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>trudny</translation>
    </message>
    <message>
        <source>Open pair on 4th street allows the big bet (L5)</source>
        <translation>Odkryta para na czwartej ulicy pozwala grać górnym limitem (L5)</translation>
    </message>
    <message>
        <source>No cap when two players are left (L4)</source>
        <translation>Bez limitu podbić, gdy zostaje dwóch graczy (L4)</translation>
    </message>
    <message>
        <source>Approve each player who wants to join</source>
        <translation>Zatwierdzaj każdego gracza, który chce dołączyć</translation>
    </message>
    <message>
        <source>Nobody deals</source>
        <translation>Nikt nie rozdaje</translation>
    </message>
    <message>
        <source>Let phones and browsers join</source>
        <translation>Pozwól dołączyć z telefonów i przeglądarek</translation>
    </message>
    <message>
        <source>Open my router for friends in other houses</source>
        <translation>Otwórz mój router dla znajomych z innych domów</translation>
    </message>
    <message>
        <source>Asks your router (UPnP or NAT-PMP) to forward this table&apos;s port while the table runs, and closes it afterwards. A router behind your provider&apos;s own network cannot be reached from outside it; then use a relay.</source>
        <translation>Prosi twój router (UPnP lub NAT-PMP), aby przekierował port tego stołu, dopóki stół działa, a potem go zamyka. Routera za własną siecią twojego dostawcy nie da się osiągnąć spoza niej; wtedy użyj przekaźnika (relay).</translation>
    </message>
    <message>
        <source>none, or host:port, like relay.example.org:47478</source>
        <extracomment>host:port of a relay; the example&apos;s address stays as it is</extracomment>
        <translation>brak albo host:port, np. relay.example.org:47478</translation>
    </message>
    <message>
        <source>A relay carries friends who cannot reach this computer, encrypted end to end. With the router box checked it is used only when the router does not open the port.</source>
        <translation>Przekaźnik łączy znajomych, którzy nie mogą dotrzeć do tego komputera, z szyfrowaniem od końca do końca. Gdy pole routera jest zaznaczone, używany jest tylko wtedy, gdy router nie otworzy portu.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Suggest one</source>
        <translation>Zaproponuj</translation>
    </message>
    <message>
        <source>Only this computer (not on the network)</source>
        <translation>Tylko ten komputer (nie w sieci)</translation>
    </message>
    <message>
        <source>Format: %1 (the Format page)</source>
        <extracomment>%1: the format chosen on the Format page, e.g. &quot;Cash game of the game above&quot;</extracomment>
        <translation>Format: %1 (zakładka Format)</translation>
    </message>
    <message>
        <source>Only windows on this computer can join: the table listens on 127.0.0.1 and is not announced on the network.</source>
        <translation>Dołączyć mogą tylko okna na tym komputerze: stół nasłuchuje na 127.0.0.1 i nie jest ogłaszany w sieci.</translation>
    </message>
    <message>
        <source>Anyone on your network can see the table in their lobby and join; a password keeps strangers out.</source>
        <translation>Każdy w twojej sieci zobaczy stół w swoim lobby i może dołączyć; hasło nie wpuści obcych.</translation>
    </message>
    <message>
        <source>The table needs a name.</source>
        <translation>Stół musi mieć nazwę.</translation>
    </message>
    <message>
        <source>Nobody deals: at most 7 seats, and no Baseball or Roll Your Own in the format.</source>
        <translation>Nikt nie rozdaje: najwyżej 7 miejsc i żadnej gry Baseball ani Roll Your Own w formacie.</translation>
    </message>
    <message>
        <source>Every device shuffles and deals with the others: not even this computer knows a card before it is shown.</source>
        <translation>Każde urządzenie tasuje i rozdaje razem z pozostałymi: nawet ten komputer nie zna żadnej karty, zanim zostanie pokazana.</translation>
    </message>
    <message>
        <source>Write the relay as host:port, like relay.example.org:47478 (not %1).</source>
        <translation>Wpisz przekaźnik jako host:port, np. relay.example.org:47478 (nie %1).</translation>
    </message>
    <message>
        <source>The small bet must be at least one chip.</source>
        <translation>Dolny limit musi wynosić co najmniej jeden żeton.</translation>
    </message>
    <message>
        <source>The bring-in must be at least one chip and at most the small bet.</source>
        <translation>Bring-in musi wynosić co najmniej jeden żeton i najwyżej dolny limit.</translation>
    </message>
    <message>
        <source>The big bet cannot be smaller than the small bet.</source>
        <translation>Górny limit nie może być niższy niż dolny limit.</translation>
    </message>
    <message>
        <source>The buy-in must cover at least the ante and the bring-in.</source>
        <translation>Buy-in musi pokryć co najmniej ante i bring-in.</translation>
    </message>
    <message>
        <source>Port %1 is already in use on this computer (another table?). Your table will listen on a free port instead and show its address in the dealer log: whoever connects by address needs that number. Click OK to host anyway.</source>
        <extracomment>%1: the port number StudDesk tables use (47474)</extracomment>
        <translation>Port %1 jest już zajęty na tym komputerze (inny stół?). Twój stół użyje wolnego portu i poda swój adres w panelu „Rozdający”: kto łączy się przez adres, potrzebuje tego numeru. Kliknij OK, aby mimo to założyć stół.</translation>
    </message>
</context>
<context>
    <name>HostMenu</name>
    <message>
        <source>Let %1 in</source>
        <translation>Wpuść: %1</translation>
    </message>
    <message>
        <source>Turn %1 away</source>
        <translation>Odpraw: %1</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Wznów grę</translation>
    </message>
    <message>
        <source>Pause after this hand</source>
        <translation>Pauza po tym rozdaniu</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Usuń gracza</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>%1: seat number, %2: the player&apos;s name</extracomment>
        <translation>Miejsce %1: %2</translation>
    </message>
    <message>
        <source>Invite a friend…</source>
        <translation>Zaproś znajomego…</translation>
    </message>
    <message>
        <source>Phones and browsers…</source>
        <translation>Telefony i przeglądarki…</translation>
    </message>
    <message>
        <source>End the session…</source>
        <translation>Zakończ sesję…</translation>
    </message>
</context>
<context>
    <name>HotseatDialog</name>
    <message>
        <source>Hotseat / solo — StudDesk</source>
        <translation>Gra hotseat / solo — StudDesk</translation>
    </message>
    <message>
        <source>Hotseat or solo game</source>
        <translation>Gra hotseat lub solo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Stawki</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>a computer player that makes any legal move at random</extracomment>
        <translation>losowy</translation>
    </message>
    <message>
        <source>Person at this computer</source>
        <translation>Osoba przy tym komputerze</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>Komputer — %1</translation>
    </message>
    <message>
        <source>%1 is for at most %2 players.</source>
        <translation>W %1 gra najwyżej %2 graczy.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>łatwy</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>średni</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>trudny</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>Choose at least two seats.</source>
        <translation>Wybierz co najmniej dwa miejsca.</translation>
    </message>
    <message>
        <source>At least one seat must be a person at this computer.</source>
        <translation>Przynajmniej jedno miejsce musi zajmować osoba przy tym komputerze.</translation>
    </message>
    <message>
        <source>Give every seat a different name.</source>
        <translation>Każdy gracz musi mieć inne imię.</translation>
    </message>
    <message>
        <source>“Table” cannot be a player&apos;s name.</source>
        <extracomment>&quot;Table&quot; is how the dealer signs its own chat lines</extracomment>
        <translation>„Table” nie może być imieniem gracza.</translation>
    </message>
</context>
<context>
    <name>HouseOptions</name>
    <message>
        <source>Queens are wild too</source>
        <extracomment>Follow the Queen (W3): the queens stay wild beside the rank that follows one</extracomment>
        <translation>Damy też są dzikie</translation>
    </message>
    <message>
        <source>An up four</source>
        <translation>Odkryta czwórka</translation>
    </message>
    <message>
        <source>An up three</source>
        <translation>Odkryta trójka</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <extracomment>Low Chicago (W5): how the ace of spades in the hole counts for the lowest spade</extracomment>
        <translation>As pik</translation>
    </message>
    <message>
        <source>earns an extra card down</source>
        <translation>daje dodatkową kartę zakrytą</translation>
    </message>
    <message>
        <source>earns an extra card up</source>
        <translation>daje dodatkową kartę odkrytą</translation>
    </message>
    <message>
        <source>costs a big bet, or fold</source>
        <translation>kosztuje górny limit albo pas</translation>
    </message>
    <message>
        <source>costs the pot, or fold</source>
        <translation>kosztuje tyle, ile jest w puli, albo pas</translation>
    </message>
    <message>
        <source>counts high</source>
        <translation>liczy się wysoko</translation>
    </message>
    <message>
        <source>counts low (the lowest spade)</source>
        <translation>liczy się nisko (najniższy pik)</translation>
    </message>
    <message>
        <source>A swing that ties</source>
        <extracomment>High-Low Declare (W10.1): a player who declared both and ties a way</extracomment>
        <translation>Swing przy remisie</translation>
    </message>
    <message>
        <source>gets nothing</source>
        <translation>nie dostaje nic</translation>
    </message>
    <message>
        <source>shares the half it ties</source>
        <translation>dzieli remisową połowę</translation>
    </message>
    <message>
        <source>Wild: queens, and the rank of the card dealt up after the last up queen.</source>
        <extracomment>Follow the Queen (RULES.md W3), queens wild (the default)</extracomment>
        <translation>Dzikie: damy oraz wartość karty odkrytej po ostatniej odkrytej damie.</translation>
    </message>
    <message>
        <source>Wild: the rank of the card dealt up after the last up queen (queens are not).</source>
        <translation>Dzikie: wartość karty odkrytej po ostatniej odkrytej damie (damy nie są).</translation>
    </message>
    <message>
        <source>The best five-card high hand wins.</source>
        <translation>Wygrywa najlepszy układ z pięciu kart.</translation>
    </message>
    <message>
        <source>High and low split the pot; a low is five cards eight or lower.</source>
        <translation>High i low dzielą pulę; low to pięć kart nie wyższych niż ósemka.</translation>
    </message>
    <message>
        <source>The lowest hand wins: aces are low, straights and flushes do not count.</source>
        <translation>Wygrywa najniższy układ: as jest niski, strity i kolory się nie liczą.</translation>
    </message>
    <message>
        <source>Wild: threes and nines. Up to six players.</source>
        <extracomment>Baseball (RULES.md W4)</extracomment>
        <translation>Dzikie: trójki i dziewiątki. Najwyżej sześciu graczy.</translation>
    </message>
    <message>
        <source>Half the pot to the best high hand, half to the highest spade in the hole.</source>
        <extracomment>Chicago (RULES.md W5)</extracomment>
        <translation>Połowa puli dla najlepszego układu, połowa dla najwyższego pika w kartach zakrytych.</translation>
    </message>
    <message>
        <source>Half the pot to the best high hand, half to the lowest spade in the hole.</source>
        <translation>Połowa puli dla najlepszego układu, połowa dla najniższego pika w kartach zakrytych.</translation>
    </message>
    <message>
        <source>One card down and four up; the best high hand wins.</source>
        <extracomment>Five Card Stud (RULES.md W6)</extracomment>
        <translation>Jedna karta zakryta i cztery odkryte; wygrywa najlepszy układ.</translation>
    </message>
    <message>
        <source>After the last bet everyone declares high, low or both, in secret and all at once; no qualifier.</source>
        <extracomment>High-Low Declare (RULES.md W8, W9)</extracomment>
        <translation>Po ostatniej licytacji wszyscy deklarują high, low albo oba, w tajemnicy i jednocześnie; bez kwalifikatora.</translation>
    </message>
    <message>
        <source>Every card comes down; on each street everyone turns up a card of their choice, all at once.</source>
        <extracomment>Roll Your Own (RULES.md W11)</extracomment>
        <translation>Wszystkie karty idą zakryte; na każdej ulicy wszyscy naraz odkrywają wybraną kartę.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Copied</source>
        <translation>Skopiowano</translation>
    </message>
    <message>
        <source>Invite a friend — StudDesk</source>
        <translation>Zaproś znajomego — StudDesk</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Zaproś znajomego</translation>
    </message>
    <message>
        <source>Send this invite to a friend in another house; they paste it under “Join with an invite” in their lobby. It names this table&apos;s identity, so nobody else can pose as it.</source>
        <translation>Wyślij to zaproszenie znajomemu z innego domu; wkleja je w swoim lobby pod „Dołącz z zaproszeniem”. Zaproszenie zawiera tożsamość tego stołu, więc nikt inny nie może się pod niego podszyć.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Phones join on this network only, through the web table&apos;s address (Phones and browsers).</source>
        <translation>Telefony dołączają tylko w tej sieci, przez adres stołu w przeglądarce (Telefony i przeglądarki).</translation>
    </message>
    <message>
        <source>A friend&apos;s StudDesk tries these ways, in order:</source>
        <translation>StudDesk znajomego próbuje po kolei tych dróg:</translation>
    </message>
    <message>
        <source>On this network: %1</source>
        <extracomment>%1: the table&apos;s address on the host&apos;s network (192.168.1.20:47474)</extracomment>
        <translation>W tej sieci: %1</translation>
    </message>
    <message>
        <source>Through your router: %1</source>
        <extracomment>%1: the address the home router forwards to this table (203.0.113.5:47474)</extracomment>
        <translation>Przez twój router: %1</translation>
    </message>
    <message>
        <source>Through the relay: %1</source>
        <extracomment>%1: the relay&apos;s address (relay.example.org:47478)</extracomment>
        <translation>Przez przekaźnik: %1</translation>
    </message>
</context>
<context>
    <name>LanTableModel</name>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Stawki</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>%1 (needs another StudDesk version)</source>
        <translation>%1 (wymaga innej wersji StudDesk)</translation>
    </message>
    <message>
        <source>This table asks for a password</source>
        <translation>Ten stół wymaga hasła</translation>
    </message>
</context>
<context>
    <name>LastHandWindow</name>
    <message>
        <source>Last hand — StudDesk</source>
        <translation>Ostatnie rozdanie — StudDesk</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <source>Export PHH…</source>
        <translation>Eksportuj PHH…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Nie rozegrano jeszcze żadnego rozdania</translation>
    </message>
    <message>
        <source>Hand #%1 · %2 %3</source>
        <translation>Rozdanie nr %1 · %2 %3</translation>
    </message>
    <message>
        <source>Fairness check: %1</source>
        <translation>Kontrola uczciwości: %1</translation>
    </message>
    <message>
        <source>Fairness check: not received yet</source>
        <translation>Kontrola uczciwości: jeszcze nie nadeszła</translation>
    </message>
    <message>
        <source>Export hand history</source>
        <translation>Eksportuj historię rozdania</translation>
    </message>
    <message>
        <source>Poker hand histories (*.phh);;All files (*)</source>
        <translation>Historie rozdań pokera (*.phh);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>LedgerDialog</name>
    <message>
        <source>Ledger — StudDesk</source>
        <translation>Rozliczenie — StudDesk</translation>
    </message>
    <message>
        <source>The session is over</source>
        <translation>Sesja zakończona</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Rozliczenie</translation>
    </message>
    <message>
        <source>Who bought in for how much, what they have now, and who is up or down. Settle up as the table agreed.</source>
        <translation>Kto za ile kupił żetony, ile ma teraz i kto jest na plusie, a kto na minusie. Rozliczcie się tak, jak umówił się stół.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Bought in</source>
        <translation>Kupione</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Teraz</translation>
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
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sesje</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Wygrana lub strata</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <source>Fixed-limit stud home games on your network</source>
        <translation>Domowe gry w studa z limitem w twojej sieci</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <source>Join the selected table</source>
        <translation>Dołącz do wybranego stołu</translation>
    </message>
    <message>
        <source>Watch the selected table</source>
        <translation>Obserwuj wybrany stół</translation>
    </message>
    <message>
        <source>Connect by address…</source>
        <translation>Połącz przez adres…</translation>
    </message>
    <message>
        <source>Paste an invite (SD1-…)</source>
        <translation>Wklej zaproszenie (SD1-…)</translation>
    </message>
    <message>
        <source>A friend&apos;s table in another house: paste the invite its host sent you</source>
        <translation>Stół znajomego w innym domu: wklej zaproszenie od gospodarza</translation>
    </message>
    <message>
        <source>Join with an invite</source>
        <translation>Dołącz z zaproszeniem</translation>
    </message>
    <message>
        <source>Hotseat / solo game</source>
        <translation>Gra hotseat / solo</translation>
    </message>
    <message>
        <source>Hands of the last table…</source>
        <translation>Rozdania ostatniego stołu…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historia rozdań</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Stoły w twojej sieci</translation>
    </message>
    <message>
        <source>Looking for tables on the local network…

Host one, or connect by address.</source>
        <translation>Szukam stołów w sieci lokalnej…

Załóż własny albo połącz się przez adres.</translation>
    </message>
    <message>
        <source>Playing as %1 — change it in Settings</source>
        <translation>Grasz jako %1 — zmienisz to w Ustawieniach</translation>
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
        <translation>Gra hotseat</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Gra solo</translation>
    </message>
    <message>
        <source>This invite cannot be used</source>
        <translation>Tego zaproszenia nie można użyć</translation>
    </message>
    <message>
        <source>Paste the invite the host gave you (it starts with SD1-).</source>
        <translation>Wklej zaproszenie od gospodarza (zaczyna się od SD1-).</translation>
    </message>
    <message>
        <source>This is not a StudDesk invite: an invite starts with SD1-.</source>
        <translation>To nie jest zaproszenie StudDesk: zaproszenie zaczyna się od SD1-.</translation>
    </message>
    <message>
        <source>This invite is damaged or cut short: copy the whole invite again.</source>
        <translation>To zaproszenie jest uszkodzone lub ucięte: skopiuj je ponownie w całości.</translation>
    </message>
    <message>
        <source>This invite comes from a newer StudDesk: update StudDesk to use it.</source>
        <translation>To zaproszenie pochodzi z nowszego StudDesk: zaktualizuj StudDesk, aby go użyć.</translation>
    </message>
    <message>
        <source>Your name at the table:</source>
        <translation>Twoje imię przy stole:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>A name of 1 to %1 letters, please.</source>
        <extracomment>%1: the longest name allowed</extracomment>
        <translation>Podaj imię o długości od 1 do %1 znaków.</translation>
    </message>
    <message>
        <source>Welcome to StudDesk! What shall the table call you? (You can change it in Settings.)</source>
        <translation>Witaj w StudDesk! Jak mają cię nazywać przy stole? (Zmienisz to w Ustawieniach.)</translation>
    </message>
    <message>
        <source>The table %1 needs a password.</source>
        <translation>Stół %1 wymaga hasła.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>Someone at this table is already called %1. Join under another name?</source>
        <extracomment>%1: the name somebody at the table already has</extracomment>
        <translation>Ktoś przy tym stole nazywa się już %1. Dołączyć pod innym imieniem?</translation>
    </message>
    <message>
        <source>Could not join the table</source>
        <translation>Nie udało się dołączyć do stołu</translation>
    </message>
    <message>
        <source>Could not start the table</source>
        <translation>Nie udało się uruchomić stołu</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
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
        <translation>oba (swing)</translation>
    </message>
    <message>
        <source>%1 declares %2</source>
        <extracomment>one declaration of those shown together: &quot;Anna declares low&quot;</extracomment>
        <translation>%1 deklaruje %2</translation>
    </message>
    <message>
        <source>Everyone has declared: %1</source>
        <extracomment>W9.3: every declaration shown at once; %1: &quot;Anna declares low, Emil declares both&quot;</extracomment>
        <translation>Wszyscy zadeklarowali: %1</translation>
    </message>
    <message>
        <source>Turned up together: %1</source>
        <extracomment>W11.2: every chosen card turned up at once; %1: &quot;Anna A♥, Emil 9♦&quot;</extracomment>
        <translation>Odkryte razem: %1</translation>
    </message>
    <message numerus="yes">
        <source>Antes: %1 from each of %n players</source>
        <translation>
            <numerusform>Ante: %1 od %n gracza</numerusform>
            <numerusform>Ante: %1 od każdego z %n graczy</numerusform>
            <numerusform>Ante: %1 od każdego z %n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 antes %2</source>
        <translation>%1 dokłada ante %2</translation>
    </message>
    <message>
        <source>Hand #%1: %2</source>
        <translation>Rozdanie nr %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Too few cards left: the %n burned and undealt cards are shuffled</source>
        <translation>
            <numerusform>Za mało kart: %n spalona i nierozdana karta zostaje przetasowana</numerusform>
            <numerusform>Za mało kart: %n spalone i nierozdane karty zostają przetasowane</numerusform>
            <numerusform>Za mało kart: %n spalonych i nierozdanych kart zostaje przetasowanych</numerusform>
        </translation>
    </message>
    <message>
        <source>Community card %1: every player uses it as their 7th card</source>
        <translation>Karta wspólna %1: każdy gracz używa jej jako swojej 7. karty</translation>
    </message>
    <message>
        <source>Uncalled bet of %1 returned to %2</source>
        <translation>Niesprawdzony zakład %1 wraca do gracza: %2</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 pokazuje %2</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1 odrzuca karty</translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <extracomment>W9.3, W11.2: a player made the secret choice; what it is comes later</extracomment>
        <translation>%1 już wybrał(a)</translation>
    </message>
    <message>
        <source>Left the hand: %1. No further card can be opened, so the hand ends here (%2 forfeited)</source>
        <extracomment>H4, a table where nobody deals: %1 the players of the device that left (&quot;Anna&quot; or &quot;Anna, Emil&quot;), %2 the chips they put in, now lost</extracomment>
        <translation>Rozdanie opuszcza: %1. Żadnej karty nie da się już odkryć, więc rozdanie kończy się tutaj (przepada %2)</translation>
    </message>
    <message>
        <source>%2 returned to %1</source>
        <extracomment>H4: everything %1 put in this hand comes back (%2 chips)</extracomment>
        <translation>%2 wraca do gracza: %1</translation>
    </message>
    <message>
        <source>%1 takes %2 of the forfeited chips</source>
        <extracomment>H4: %1&apos;s equal share (%2 chips) of what the leaving player forfeited</extracomment>
        <translation>%1 dostaje %2 z przepadłych żetonów</translation>
    </message>
    <message>
        <source>the pot</source>
        <extracomment>the pot a failed swing gets nothing from: &quot;the pot&quot;, or &quot;side pot 1&quot;</extracomment>
        <translation>puli</translation>
    </message>
    <message>
        <source>side pot %1</source>
        <translation>puli dodatkowej %1</translation>
    </message>
    <message>
        <source>%1 swung and won neither way alone (high: %2, low: %3): nothing from %4</source>
        <extracomment>W10.1: %1 declared both and lost both ways; %2, %3: &quot;tied&quot; or &quot;beaten&quot; for the high and the low; %4: &quot;the pot&quot;</extracomment>
        <translation>%1 grał(a) swing i nie wygrał(a) sam(a) żadnej strony (high: %2, low: %3): nic z %4</translation>
    </message>
    <message>
        <source>%1 swung and tied high: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another high tied theirs (a tie loses); %2: &quot;the pot&quot;</extracomment>
        <translation>%1 grał(a) swing i zremisował(a) high: nic z %2</translation>
    </message>
    <message>
        <source>%1 swung and was beaten high: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another high beat theirs; %2: &quot;the pot&quot;</extracomment>
        <translation>%1 grał(a) swing i przegrał(a) high: nic z %2</translation>
    </message>
    <message>
        <source>%1 swung and tied low: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another low tied theirs (a tie loses); %2: &quot;the pot&quot;</extracomment>
        <translation>%1 grał(a) swing i zremisował(a) low: nic z %2</translation>
    </message>
    <message>
        <source>%1 swung and was beaten low: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another low beat theirs; %2: &quot;the pot&quot;</extracomment>
        <translation>%1 grał(a) swing i przegrał(a) low: nic z %2</translation>
    </message>
    <message>
        <source>tied</source>
        <extracomment>W10.1: how a swing lost a way, in &quot;(high: tied, low: beaten)&quot;: another hand as good</extracomment>
        <translation>remis</translation>
    </message>
    <message>
        <source>beaten</source>
        <extracomment>W10.1: how a swing lost a way, in &quot;(high: tied, low: beaten)&quot;: a better hand</extracomment>
        <translation>przegrana</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1 pasuje</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 czeka</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <extracomment>%1 calls %2 chips</extracomment>
        <translation>%1 sprawdza %2</translation>
    </message>
    <message>
        <source>%1 brings in for %2</source>
        <extracomment>%1 posts the bring-in of %2</extracomment>
        <translation>%1 otwiera za %2</translation>
    </message>
    <message>
        <source>%1 completes to %3</source>
        <extracomment>%1 completes the bring-in to the small bet, %3 in all (%2: the chips put in now)</extracomment>
        <translation>%1 kończy zakład do %3</translation>
    </message>
    <message>
        <source>%1 bets %3</source>
        <extracomment>%3: the bet (%2: the chips put in now)</extracomment>
        <translation>%1 obstawia %3</translation>
    </message>
    <message>
        <source>%1 raises to %3</source>
        <extracomment>%3: the new total bet of the round (%2: the chips put in now)</extracomment>
        <translation>%1 podbija do %3</translation>
    </message>
    <message>
        <source>%1 shows</source>
        <translation>%1 pokazuje karty</translation>
    </message>
    <message>
        <source>%1 pays %2 to keep the three</source>
        <extracomment>Baseball (an up three): %2 the price paid to keep it, wild</extracomment>
        <translation>%1 płaci %2, by zatrzymać trójkę</translation>
    </message>
    <message>
        <source>%1 lets the clock run out on the three and folds</source>
        <translation>Czas minął: %1 nie płaci za trójkę i pasuje</translation>
    </message>
    <message>
        <source>%1 declines to pay for the three and folds</source>
        <translation>%1 nie płaci za trójkę i pasuje</translation>
    </message>
    <message>
        <source>%1 and is all-in</source>
        <extracomment>%1: a sentence such as &quot;Anna calls 2&quot;</extracomment>
        <translation>%1 i gra za wszystko</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pula</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <extracomment>the first side pot is number 1</extracomment>
        <translation>Pula dodatkowa %1</translation>
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
        <translation>%1 (pik w kartach zakrytych)</translation>
    </message>
    <message>
        <source>%1 %2 to %3</source>
        <extracomment>%1: &quot;Pot&quot; or &quot;Side pot 1&quot; (maybe with &quot;(high)&quot;), %2: the chips, %3: the winner</extracomment>
        <translation>%1 %2 — wygrywa %3</translation>
    </message>
    <message>
        <source>%1, who declared %2</source>
        <extracomment>High-Low Declare: %1 &quot;Pot 2.70 to Anna&quot;, %2 what Anna declared (&quot;low&quot;)</extracomment>
        <translation>%1 (deklaracja: %2)</translation>
    </message>
</context>
<context>
    <name>NetSession</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>Łączenie: %1…</translation>
    </message>
    <message>
        <source>Waiting for the host to let you in…</source>
        <translation>Czekamy, aż gospodarz cię wpuści…</translation>
    </message>
    <message>
        <source>Hand #%1 goes on without you: your cards were folded, the %2 you had put in stays in its pot, and your %3 leaves the table with you, as the host&apos;s ledger shows.</source>
        <extracomment>N3: the host removed this player during a hand, which went on without them. %1: the hand&apos;s number, %2: the chips they had put in, %3: the chips they had left</extracomment>
        <translation>Rozdanie nr %1 toczy się bez ciebie: twoje karty spasowano, wpłacone przez ciebie %2 zostaje w puli, a twoje %3 odchodzi z tobą od stołu, jak pokazuje rozliczenie gospodarza.</translation>
    </message>
    <message>
        <source>You pause the game after this hand.</source>
        <translation>Wstrzymujesz grę po tym rozdaniu.</translation>
    </message>
    <message>
        <source>You let the game go on.</source>
        <translation>Wznawiasz grę.</translation>
    </message>
    <message>
        <source>The host pauses the game after this hand.</source>
        <translation>Gospodarz wstrzymuje grę po tym rozdaniu.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Gra toczy się dalej.</translation>
    </message>
    <message>
        <source>Your table is open at %1.</source>
        <extracomment>%1: address:port, for &quot;Connect by address&quot;</extracomment>
        <translation>Twój stół jest otwarty pod adresem %1.</translation>
    </message>
    <message>
        <source>Hand #%1 was cut short when the table stopped: it is void, and every chip went back to where it was when it started.</source>
        <extracomment>%1: a hand number</extracomment>
        <translation>Rozdanie nr %1 przerwano, gdy stół stanął: jest nieważne, a każdy żeton wrócił tam, gdzie był na jego początku.</translation>
    </message>
    <message>
        <source>%1 timed out twice and is sitting out.</source>
        <extracomment>C3: the host sat a player out after two timeouts in a row</extracomment>
        <translation>%1: dwa razy minął czas na ruch, gracz pauzuje.</translation>
    </message>
    <message>
        <source>%1 was removed by the host.</source>
        <translation>Gospodarz usunął ze stołu gracza: %1.</translation>
    </message>
    <message>
        <source>The host is ending the session after this hand.</source>
        <translation>Gospodarz kończy sesję po tym rozdaniu.</translation>
    </message>
    <message>
        <source>Hand #%1 is played out without you: you are all in with %2, and whatever it brings you goes into the host&apos;s ledger.</source>
        <extracomment>N3: the host removed this player, all in, during a hand (played out for them). %1: the hand&apos;s number, %2: the chips they had put in</extracomment>
        <translation>Rozdanie nr %1 zostanie rozegrane bez ciebie: obstawiłeś za wszystko %2, a cokolwiek ci przyniesie, trafi do rozliczenia gospodarza.</translation>
    </message>
    <message>
        <source>%1 rebuys %2: the stack is %3 now.</source>
        <extracomment>T3: %1 a player, %2 the chips bought, %3 the stack now (the buy-in)</extracomment>
        <translation>%1 dokupuje %2: stos wynosi teraz %3.</translation>
    </message>
    <message>
        <source>Verified: the deck was committed before the deal, and all %1 cards seen here came from it in order.</source>
        <translation>Sprawdzono: zobowiązanie co do talii złożono przed rozdaniem, a wszystkie karty widziane tutaj (%1) pochodzą z niej we właściwej kolejności.</translation>
    </message>
    <message>
        <source>Not checked: this table missed part of the hand (it joined or reconnected during it); the revealed deck matches its commitment.</source>
        <translation>Nie sprawdzono: tutaj ominięto część rozdania (dołączenie lub ponowne połączenie w jego trakcie); odkryta talia zgadza się ze zobowiązaniem.</translation>
    </message>
    <message>
        <source>FAILED: the revealed deck does not match the commitment made before the deal.</source>
        <translation>BŁĄD: odkryta talia nie zgadza się ze zobowiązaniem złożonym przed rozdaniem.</translation>
    </message>
    <message>
        <source>FAILED: the cards dealt do not match the revealed deck (%1).</source>
        <extracomment>%1: what did not match, in English from the network layer</extracomment>
        <translation>BŁĄD: rozdane karty nie zgadzają się z odkrytą talią (%1).</translation>
    </message>
    <message>
        <source>%1 wants to join the table.</source>
        <translation>%1 chce dołączyć do stołu.</translation>
    </message>
    <message>
        <source>%1 sits down in seat %2.</source>
        <translation>%1 siada na miejscu %2.</translation>
    </message>
    <message>
        <source>%1 leaves seat %2.</source>
        <translation>%1 zwalnia miejsce %2.</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Ponowne łączenie…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Znowu przy stole.</translation>
    </message>
    <message>
        <source>the connection to the table was lost</source>
        <translation>połączenie ze stołem zostało przerwane</translation>
    </message>
    <message>
        <source>Could not take a seat: %1</source>
        <extracomment>%1: why (for instance &quot;That seat is taken.&quot;)</extracomment>
        <translation>Nie udało się zająć miejsca: %1</translation>
    </message>
    <message>
        <source>A table new to this computer: its identity is %1. StudDesk remembers it and refuses another machine at this address.</source>
        <extracomment>%1: the table&apos;s certificate fingerprint, groups of four hex digits</extracomment>
        <translation>Stół nowy dla tego komputera: jego tożsamość to %1. StudDesk ją zapamiętuje i odrzuci inny komputer pod tym adresem.</translation>
    </message>
    <message>
        <source>Hand #%1 is void: every chip went back to where it was when it started.</source>
        <extracomment>At a table where nobody deals. %1: a hand number</extracomment>
        <translation>Rozdanie nr %1 jest nieważne: każdy żeton wrócił tam, gdzie był na jego początku.</translation>
    </message>
    <message>
        <source>You are not dealt in: at this table nobody deals, and this computer has not given its share of the deal yet.</source>
        <extracomment>At a table where nobody deals (every computer with a seat takes part in the deal), this computer has not given the table its share of the deal yet.</extracomment>
        <translation>Nie bierzesz udziału w rozdaniu: przy tym stole nikt nie rozdaje, a ten komputer nie przekazał jeszcze swojego udziału w rozdawaniu.</translation>
    </message>
    <message>
        <source>%1&apos;s device needs about %2 s to check the deck: the cards come about %2 s after the hand starts.</source>
        <extracomment>At a table where nobody deals, said before a hand. %1: a player, %2: seconds. Every player&apos;s computer or phone checks the shuffled deck before the cards come.</extracomment>
        <translation>Urządzenie gracza %1 potrzebuje około %2 s, aby sprawdzić talię: karty pojawią się około %2 s po rozpoczęciu rozdania.</translation>
    </message>
    <message>
        <source>The sit-and-go is over: one player holds every chip.</source>
        <translation>Turniej Sit &amp; Go zakończony: jeden gracz ma wszystkie żetony.</translation>
    </message>
    <message>
        <source>Nobody answers at this address: the table&apos;s host has closed it, or is not on this network any more.</source>
        <translation>Pod tym adresem nikt nie odpowiada: gospodarz zamknął stół albo nie ma go już w tej sieci.</translation>
    </message>
    <message>
        <source>The table did not answer in time (or its host did not let you in yet).</source>
        <translation>Stół nie odpowiedział na czas (albo gospodarz jeszcze cię nie wpuścił).</translation>
    </message>
    <message>
        <source>This table needs a password.</source>
        <translation>Ten stół wymaga hasła.</translation>
    </message>
    <message>
        <source>That password is not right.</source>
        <translation>To hasło jest nieprawidłowe.</translation>
    </message>
    <message>
        <source>Someone at this table already uses that name.</source>
        <translation>Ktoś przy tym stole używa już tego imienia.</translation>
    </message>
    <message>
        <source>The host did not let you in.</source>
        <translation>Gospodarz cię nie wpuścił.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Gospodarz usunął cię ze stołu.</translation>
    </message>
    <message>
        <source>This seat is open in another window.</source>
        <translation>To miejsce jest otwarte w innym oknie.</translation>
    </message>
    <message>
        <source>You ended the session.</source>
        <translation>Sesja zakończona na twoje polecenie.</translation>
    </message>
    <message>
        <source>The host ended the session.</source>
        <translation>Gospodarz zakończył sesję.</translation>
    </message>
    <message>
        <source>This table runs a different version of StudDesk.</source>
        <translation>Ten stół działa na innej wersji StudDesk.</translation>
    </message>
    <message>
        <source>The table did not open an encrypted connection: it runs an older StudDesk, or it is not a StudDesk table.</source>
        <translation>Stół nie otworzył szyfrowanego połączenia: działa na starszym StudDesk albo nie jest stołem StudDesk.</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Wszystkie miejsca są zajęte.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>To miejsce jest zajęte.</translation>
    </message>
    <message>
        <source>That buy-in is not allowed at this table.</source>
        <translation>Taki buy-in nie jest dozwolony przy tym stole.</translation>
    </message>
    <message>
        <source>You can do that only between hands.</source>
        <translation>Możesz to zrobić tylko między rozdaniami.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Nie możesz tego teraz zrobić.</translation>
    </message>
    <message>
        <source>That amount is not allowed now.</source>
        <translation>Ta kwota nie jest teraz dozwolona.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Tylko gospodarz może to zrobić.</translation>
    </message>
    <message>
        <source>Too many messages; please slow down.</source>
        <translation>Za dużo wiadomości; zwolnij, proszę.</translation>
    </message>
    <message>
        <source>Your old seat could not be found; you join as a new player.</source>
        <translation>Nie znaleziono twojego dawnego miejsca; dołączasz jako nowy gracz.</translation>
    </message>
    <message>
        <source>You are not sitting at this table.</source>
        <translation>Nie siedzisz przy tym stole.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>To nie jest twoje miejsce.</translation>
    </message>
    <message>
        <source>That hand is already over.</source>
        <translation>To rozdanie już się skończyło.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Gra jest wstrzymana.</translation>
    </message>
    <message>
        <source>Something went wrong at the table.</source>
        <translation>Coś poszło nie tak przy stole.</translation>
    </message>
    <message>
        <source>The table could not take what this program sent (%1).</source>
        <extracomment>%1: the host&apos;s error code, for instance &quot;bad_field&quot;</extracomment>
        <translation>Stół nie przyjął tego, co wysłał ten program (%1).</translation>
    </message>
    <message>
        <source>Refused: this is not the table you asked for. Its identity (certificate fingerprint) is not %1: another machine answered. If the host made a new table identity, join with its new invite.</source>
        <extracomment>%1: the fingerprint expected, groups of four hex digits</extracomment>
        <translation>Odrzucono: to nie jest stół, o który chodziło. Jego tożsamość (odcisk certyfikatu) nie jest %1: odpowiedział inny komputer. Jeśli gospodarz utworzył nową tożsamość stołu, dołącz z jego nowym zaproszeniem.</translation>
    </message>
    <message>
        <source>The table could not be started: %1</source>
        <extracomment>%1: the system&apos;s reason, for instance &quot;Address already in use&quot;</extracomment>
        <translation>Nie udało się uruchomić stołu: %1</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>%1: post the ante %2?</source>
        <extracomment>hotseat: %1 the player&apos;s name, %2 the ante</extracomment>
        <translation>%1: dołożyć ante %2?</translation>
    </message>
    <message>
        <source>Post the ante %1?</source>
        <translation>Dołożyć ante %1?</translation>
    </message>
    <message>
        <source>Post</source>
        <translation>Dołóż</translation>
    </message>
    <message>
        <source>Sit this hand out</source>
        <translation>Pomiń to rozdanie</translation>
    </message>
    <message>
        <source>%1 wants to join the table.</source>
        <translation>%1 chce dołączyć do stołu.</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Wpuść</translation>
    </message>
    <message>
        <source>Turn away</source>
        <translation>Odpraw</translation>
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
        <translation>Rozdający</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Pierwszy krok (Home)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Krok wstecz (strzałka w lewo)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Krok naprzód (strzałka w prawo)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Ostatni krok (End)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Odtwórz lub wstrzymaj (spacja)</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Poprzednie rozdanie</translation>
    </message>
    <message>
        <source>The hand before this one in the list (Ctrl+Page Up)</source>
        <translation>Rozdanie przed tym na liście (Ctrl+Page Up)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>The hand after this one in the list (Ctrl+Page Down)</source>
        <translation>Rozdanie po tym na liście (Ctrl+Page Down)</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Close the replay (Escape)</source>
        <translation>Zamknij powtórkę (Escape)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolne</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalne</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybkie</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Bardzo szybkie</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Bez animacji</translation>
    </message>
    <message>
        <source>Replay — StudDesk</source>
        <translation>Powtórka — StudDesk</translation>
    </message>
    <message>
        <source>Hand replay</source>
        <translation>Powtórka rozdania</translation>
    </message>
    <message>
        <source>Hand #%1 · %2 %3</source>
        <translation>Rozdanie nr %1 · %2 %3</translation>
    </message>
    <message>
        <source>Replay of %1 — StudDesk</source>
        <extracomment>the window&apos;s title: %1 the hand&apos;s file name (or its number)</extracomment>
        <translation>Powtórka: %1 — StudDesk</translation>
    </message>
    <message>
        <source>(action %1)</source>
        <extracomment>%1: the 1-based number of the file&apos;s action the rules refuse</extracomment>
        <translation>(akcja %1)</translation>
    </message>
    <message>
        <source>This hand cannot be replayed: %1</source>
        <translation>Tego rozdania nie da się odtworzyć: %1</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>A player left: the hand ends</source>
        <extracomment>H4: the step where a player&apos;s device left and the hand ended without a winner</extracomment>
        <translation>Gracz opuścił rozdanie: rozdanie się kończy</translation>
    </message>
    <message>
        <source>The pot is awarded</source>
        <translation>Pula zostaje przyznana</translation>
    </message>
    <message>
        <source>Declaration</source>
        <extracomment>High-Low Declare (W9): the step of a player&apos;s secret declaration or of them all</extracomment>
        <translation>Deklaracja</translation>
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
        <translation>Wznowić stół?</translation>
    </message>
    <message>
        <source>Your table “%1” stopped without ending the session.</source>
        <extracomment>%1: the table&apos;s name</extracomment>
        <translation>Twój stół „%1” stanął, zanim zakończono sesję.</translation>
    </message>
    <message>
        <source>Hands played: %1</source>
        <translation>Rozegrane rozdania: %1</translation>
    </message>
    <message>
        <source>Hand %1 was cut short: it is void and every chip goes back to where it was when it started.</source>
        <extracomment>%1: a hand number</extracomment>
        <translation>Rozdanie %1 przerwano: jest nieważne, a każdy żeton wraca tam, gdzie był na jego początku.</translation>
    </message>
    <message numerus="yes">
        <source>%n players:</source>
        <translation>
            <numerusform>%n gracz:</numerusform>
            <numerusform>%n graczy:</numerusform>
            <numerusform>%n graczy:</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1: %2, %3</source>
        <extracomment>%1: seat, %2: name, %3: stack</extracomment>
        <translation>Miejsce %1: %2, %3</translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation>(komputer)</translation>
    </message>
    <message>
        <source>Starting a new table keeps the old one&apos;s journal in the data folder (moved aside, not deleted).</source>
        <translation>Nowy stół zachowuje dziennik starego w folderze danych (odłożony na bok, nie usunięty).</translation>
    </message>
    <message>
        <source>Resume “%1”</source>
        <translation>Wznów „%1”</translation>
    </message>
    <message>
        <source>Start a new table</source>
        <translation>Załóż nowy stół</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings — StudDesk</source>
        <translation>Ustawienia — StudDesk</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Przy stole</translation>
    </message>
    <message>
        <source>Look and sound</source>
        <translation>Wygląd i dźwięk</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Rewers kart</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animacje</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Post the ante automatically</source>
        <translation>Dokładaj ante automatycznie</translation>
    </message>
    <message>
        <source>Muck losing hands automatically at the showdown</source>
        <translation>Odrzucaj przegrywające karty automatycznie w fazie showdown</translation>
    </message>
    <message>
        <source>Four-colour deck (blue diamonds, green clubs)</source>
        <translation>Talia czterokolorowa (niebieskie karo, zielone trefle)</translation>
    </message>
    <message>
        <source>Sounds: my turn, the clock, cards and chips</source>
        <translation>Dźwięki: moja kolej, kończący się czas, karty i żetony</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Off (show the result at once)</source>
        <translation>Wyłączone (od razu wynik)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybkie</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalne</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolne</translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <source>Standings — StudDesk</source>
        <translation>Klasyfikacja — StudDesk</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Klasyfikacja końcowa</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Klasyfikacja</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Nagroda</translation>
    </message>
    <message>
        <source>Still in: %1</source>
        <translation>W grze: %1</translation>
    </message>
    <message>
        <source>Prize pool: %1</source>
        <translation>Pula nagród: %1</translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <source>Sit back in</source>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <source>Sit out from the next hand</source>
        <translation>Pauzuj od następnego rozdania</translation>
    </message>
    <message>
        <source>Rebuy %1 (up to %2)</source>
        <extracomment>%1: the chips added, %2: the buy-in the stack comes to</extracomment>
        <translation>Dokup %1 (do %2)</translation>
    </message>
    <message>
        <source>Rebuy (the stack is the full %1)</source>
        <translation>Dokup (stos to już pełne %1)</translation>
    </message>
    <message>
        <source>Ledger…</source>
        <translation>Rozliczenie…</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Opuść stół</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>The stud button: fixed at seat 8; every street is dealt from seat 1</source>
        <translation>Przycisk stud: zawsze przy miejscu ósmym; każdą rundę rozdaje się od miejsca pierwszego</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Gracz komputerowy</translation>
    </message>
    <message>
        <source>%1 · %2 fixed limit</source>
        <extracomment>printed on the felt: &quot;Stud Hi/Lo · 2/4 fixed limit&quot;</extracomment>
        <translation>%1 · %2 z limitem</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Pauzuje</translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation>ZA WSZYSTKO</translation>
    </message>
    <message>
        <source>DISCONNECTED</source>
        <translation>ROZŁĄCZONY</translation>
    </message>
    <message>
        <source>SITTING OUT</source>
        <translation>PAUZA</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>PAS</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Pula %1</translation>
    </message>
    <message>
        <source>Side pot %1: %2</source>
        <extracomment>%1: the side pot&apos;s number (the first is 1), %2: its chips</extracomment>
        <translation>Pula dodatkowa %1: %2</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Karta wspólna</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>Odrzucone</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Czeka</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Sprawdza %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Otwiera za %1</translation>
    </message>
    <message>
        <source>Complete to %1</source>
        <translation>Kończy zakład do %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Obstawia %1</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Podbija do %1</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Pokazuje</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Odrzuca</translation>
    </message>
    <message>
        <source>Paid %1</source>
        <extracomment>Baseball (W4): paid %1 to keep an up three</extracomment>
        <translation>Płaci %1</translation>
    </message>
    <message>
        <source>Chosen</source>
        <extracomment>High-Low Declare, Roll Your Own: the secret choice is made, not yet shown</extracomment>
        <translation>Wybrane</translation>
    </message>
    <message>
        <source>Both (swing)</source>
        <translation>Oba (swing)</translation>
    </message>
    <message>
        <source>%1 all-in</source>
        <extracomment>%1: an action on a plate, e.g. &quot;Call 2&quot;</extracomment>
        <translation>%1 za wszystko</translation>
    </message>
    <message>
        <source>Wins %1</source>
        <translation>Wygrywa %1</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pula</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <translation>Pula dodatkowa %1</translation>
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
        <translation>Pik w kartach zakrytych</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <extracomment>%1: &quot;Pot&quot;, &quot;High&quot;, &quot;Side pot 1 low&quot; ..., %2: the chips, %3: the winners</extracomment>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>%1 (split)</source>
        <extracomment>%1: a banner line whose pot is split between several winners</extracomment>
        <translation>%1 (podział)</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Last hand</source>
        <translation>Ostatnie rozdanie</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Wróć do lobby</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Opuść stół</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gospodarz</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Czat</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Napisz coś do stołu…</translation>
    </message>
    <message>
        <source>Chat is closed: the table is gone.</source>
        <translation>Czat zamknięty: stołu już nie ma.</translation>
    </message>
    <message>
        <source>Chat is off until the connection is back.</source>
        <translation>Czat nieczynny do czasu odzyskania połączenia.</translation>
    </message>
    <message>
        <source>StudDesk table</source>
        <translation>Stół StudDesk</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>Wstrzymane przez gospodarza</translation>
    </message>
    <message>
        <source>Waiting for the first hand…</source>
        <translation>Czekamy na pierwsze rozdanie…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Hand #%1 · ante %2 · bring-in %3</source>
        <translation>Rozdanie nr %1 · ante %2 · bring-in %3</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>wstrzymane</translation>
    </message>
    <message>
        <source>pausing after this hand</source>
        <translation>pauza po tym rozdaniu</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Sesja zakończona.</translation>
    </message>
    <message>
        <source>The table is gone: %1</source>
        <translation>Stołu już nie ma: %1</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Stół jest zamknięty.</translation>
    </message>
    <message>
        <source>The table is gone</source>
        <translation>Stołu już nie ma</translation>
    </message>
    <message>
        <source>The connection to the table is lost and could not be restored.</source>
        <translation>Połączenie ze stołem zostało utracone i nie udało się go przywrócić.</translation>
    </message>
    <message>
        <source>%1 The hands played here stay readable, from the lobby too.</source>
        <translation>%1 Rozegrane tu rozdania możesz dalej przeglądać, także z lobby.</translation>
    </message>
    <message>
        <source>Stay and look</source>
        <translation>Zostań i popatrz</translation>
    </message>
    <message>
        <source>Connection lost: %1</source>
        <extracomment>%1: the reason, as the network layer gives it</extracomment>
        <translation>Utracono połączenie: %1</translation>
    </message>
    <message>
        <source>The hands played here stay readable from the lobby.</source>
        <translation>Rozegrane tu rozdania możesz przeglądać z lobby.</translation>
    </message>
    <message>
        <source>Open hand…</source>
        <translation>Otwórz rozdanie…</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>Otwórz historię rozdania</translation>
    </message>
    <message>
        <source>Poker hand histories (*.phh);;All files (*)</source>
        <translation>Historie rozdań pokera (*.phh);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Usuń gracza</translation>
    </message>
    <message>
        <source>Remove %1 from the table? Their chips leave with them.</source>
        <translation>Usunąć gracza %1 ze stołu? Jego żetony odejdą razem z nim.</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>Zakończ sesję</translation>
    </message>
    <message>
        <source>End the session after this hand? Everyone gets the ledger and the table closes.</source>
        <translation>Zakończyć sesję po tym rozdaniu? Wszyscy dostaną rozliczenie, a stół zostanie zamknięty.</translation>
    </message>
    <message>
        <source>%1 to act</source>
        <translation>Ruch gracza: %1</translation>
    </message>
    <message>
        <source>You are in the middle of a hand: leaving now folds it. Leave the table?</source>
        <translation>Jesteś w trakcie rozdania: wyjście teraz oznacza pas. Opuścić stół?</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Opuść stół</translation>
    </message>
    <message>
        <source>You host this table: leaving ends it for everyone (they get the ledger). Leave?</source>
        <translation>Jesteś gospodarzem tego stołu: wyjście kończy grę dla wszystkich (dostaną rozliczenie). Wyjść?</translation>
    </message>
    <message>
        <source>The connection to the table dropped. Reconnecting…</source>
        <translation>Połączenie ze stołem przerwane. Ponowne łączenie…</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Twoja kolej, %1</translation>
    </message>
</context>
<context>
    <name>WebLinkDialog</name>
    <message>
        <source>Phones and browsers — StudDesk</source>
        <translation>Telefony i przeglądarki — StudDesk</translation>
    </message>
    <message>
        <source>Phones and browsers</source>
        <translation>Telefony i przeglądarki</translation>
    </message>
    <message>
        <source>On the same network, scan the code or open this address in a browser to sit at this table:</source>
        <translation>W tej samej sieci zeskanuj kod albo otwórz ten adres w przeglądarce, by usiąść przy tym stole:</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Check/Fold</source>
        <translation>Чек/Фолд</translation>
    </message>
    <message>
        <source>Call any</source>
        <translation>Кол на всеки залог</translation>
    </message>
    <message>
        <source>Checking is free. Fold anyway?</source>
        <translation>Можеш да чекнеш без залог. Все пак фолд?</translation>
    </message>
    <message>
        <source>Fold anyway</source>
        <translation>Все пак фолд</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Чек</translation>
    </message>
    <message>
        <source>You are sitting out: the hands are dealt without you.</source>
        <translation>Почиваш: раздава се без теб.</translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation>Връщам се</translation>
    </message>
    <message>
        <source>Show cards</source>
        <extracomment>O6: everyone else folded; the winner may show the hand (they need not)</extracomment>
        <translation>Отвори картите</translation>
    </message>
    <message>
        <source>Waiting for the other players</source>
        <translation>Чакаме другите играчи</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>Спряна от домакина</translation>
    </message>
    <message>
        <source>Next hand coming up</source>
        <translation>Следва ново раздаване</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Фолд</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Кол %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Внасяне %1</translation>
    </message>
    <message>
        <source>Complete to %1</source>
        <translation>Допълни до %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Заложи %1</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Рейз до %1</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Отвори</translation>
    </message>
    <message>
        <source>Turn up %1</source>
        <extracomment>Roll Your Own: the down card (%1, as &quot;K♠&quot;) this player turns face up</extracomment>
        <translation>Обърни %1</translation>
    </message>
    <message>
        <source>Pay %1 to keep the three</source>
        <extracomment>Baseball: pay the price to keep an up three (wild), or fold</extracomment>
        <translation>Плати %1 и задръж тройката</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Не показвай</translation>
    </message>
    <message>
        <source>%1 (all-in)</source>
        <translation>%1 (ол-ин)</translation>
    </message>
    <message>
        <source>High</source>
        <extracomment>High-Low Declare: declare for the high half</extracomment>
        <translation>Висока</translation>
    </message>
    <message>
        <source>Low</source>
        <extracomment>High-Low Declare: declare for the low half</extracomment>
        <translation>Ниска</translation>
    </message>
    <message>
        <source>Both (swing)</source>
        <extracomment>High-Low Declare: declare for both halves (a swing)</extracomment>
        <translation>И двете (суинг)</translation>
    </message>
    <message>
        <source>You chose: %1.</source>
        <extracomment>%1: High, Low or Both (swing)</extracomment>
        <translation>Твоят избор: %1.</translation>
    </message>
    <message>
        <source>You turn up %1.</source>
        <extracomment>Roll Your Own: %1 the card this player chose to turn up</extracomment>
        <translation>Обръщаш %1.</translation>
    </message>
    <message>
        <source>Your choice is hidden until everyone has chosen.</source>
        <translation>Изборът ти остава скрит, докато всички изберат.</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Клавиш: %1</translation>
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
        <translation>Нова за този компютър: първата връзка показва самоличността на масата и я запомня.</translation>
    </message>
    <message>
        <source>%1 (remembered: another machine at this address is refused)</source>
        <extracomment>%1: the certificate fingerprint, groups of four hex digits</extracomment>
        <translation>%1 (запомнена: друга машина на този адрес се отказва)</translation>
    </message>
    <message>
        <source>Connect by address — StudDesk</source>
        <translation>Свързване по адрес — StudDesk</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Адрес на хоста</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Парола</translation>
    </message>
    <message>
        <source>192.168.1.20, host name, or host:port</source>
        <translation>192.168.1.20, име на хост или хост:порт</translation>
    </message>
    <message>
        <source>Only watch (take no seat)</source>
        <translation>Само гледай (без място на масата)</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Самоличност</translation>
    </message>
</context>
<context>
    <name>CoreSession</name>
    <message>
        <source>The hands of this game cannot be kept in the data folder (%1); the Last hand window still has them until you quit.</source>
        <extracomment>%1: why (the operating system&apos;s or the database&apos;s words)</extracomment>
        <translation>Раздаванията на тази игра не могат да се запазят в папката с данни (%1); прозорецът „Последно раздаване“ ги пази, докато не излезете.</translation>
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
        <translation>Турнир Sit &amp; Go</translation>
    </message>
    <message>
        <source>Cash game</source>
        <translation>Кеш игра</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice: %1</source>
        <translation>По избор на раздаващия: %1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>ниво %1</translation>
    </message>
    <message>
        <source>%1/%2, ante %3</source>
        <translation>%1/%2, анте %3</translation>
    </message>
    <message>
        <source>from this hand</source>
        <translation>от това раздаване</translation>
    </message>
    <message>
        <source>after the next hand</source>
        <translation>след следващото раздаване</translation>
    </message>
    <message numerus="yes">
        <source>in %n hands</source>
        <translation>
            <numerusform>след %n раздаване</numerusform>
            <numerusform>след %n раздавания</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n minutes</source>
        <translation>
            <numerusform>след %n мин.</numerusform>
            <numerusform>след %n мин.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n seconds</source>
        <translation>
            <numerusform>след %n сек.</numerusform>
            <numerusform>след %n сек.</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Ниво %1: %2</translation>
    </message>
    <message>
        <source>from the next hand</source>
        <translation>от следващото раздаване</translation>
    </message>
    <message>
        <source>Level %1 %2: %3</source>
        <translation>Ниво %1 %2: %3</translation>
    </message>
    <message>
        <source>%1, then %2 %3</source>
        <translation>%1, после %2 %3</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>място %1</translation>
    </message>
    <message>
        <source>%1 is out in place %2 and wins %3.</source>
        <translation>%1 отпада (класиране: %2) и печели %3.</translation>
    </message>
    <message>
        <source>%1 is out in place %2.</source>
        <translation>%1 отпада (класиране: %2).</translation>
    </message>
    <message>
        <source>No choice in time: %1 goes on.</source>
        <translation>Няма избор навреме: продължава %1.</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <extracomment>dealer&apos;s choice: %1 a player&apos;s name, %2 the game</extracomment>
        <translation>%1 избира: %2.</translation>
    </message>
    <message>
        <source>Seat %1 chooses %2.</source>
        <translation>Място %1 избира: %2.</translation>
    </message>
    <message>
        <source>Now playing %1.</source>
        <translation>Сега се играе: %1.</translation>
    </message>
</context>
<context>
    <name>FormatBar</name>
    <message>
        <source>%1 s</source>
        <translation>%1 сек.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Класиране</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 players left</source>
        <extracomment>%n players still in of %1 who entered</extracomment>
        <translation>
            <numerusform>остава %n от %1 играчи</numerusform>
            <numerusform>остават %n от %1 играчи</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is choosing the next game</source>
        <translation>%1 избира следващата игра</translation>
    </message>
    <message>
        <source>Seat %1 is choosing the next game</source>
        <translation>Място %1 избира следващата игра</translation>
    </message>
    <message>
        <source>Your choice: the game of the next hand</source>
        <translation>Твоят избор: играта за следващото раздаване</translation>
    </message>
    <message numerus="yes">
        <source>Your choice: the game of the next %n hands</source>
        <translation>
            <numerusform>Твоят избор: играта за следващото %n раздаване</numerusform>
            <numerusform>Твоят избор: играта за следващите %n раздавания</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FormatBox</name>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Triple Stud sit-and-go, 8 levels of 10 minutes</source>
        <translation>Турнир Sit &amp; Go Triple Stud, 8 нива по 10 минути</translation>
    </message>
    <message>
        <source>Sit-and-go of the game above</source>
        <translation>Турнир Sit &amp; Go по играта, избрана по-горе</translation>
    </message>
    <message>
        <source>Cash game of the game above</source>
        <translation>Кеш игра с играта, избрана по-горе</translation>
    </message>
    <message>
        <source>Cash game, Triple Stud in rotation</source>
        <translation>Кеш игра, Triple Stud с ротация</translation>
    </message>
    <message>
        <source>Cash game, dealer&apos;s choice</source>
        <translation>Кеш игра, по избор на раздаващия</translation>
    </message>
    <message>
        <source>Cash game, all ten games in rotation</source>
        <translation>Кеш игра, всички десет игри с ротация</translation>
    </message>
    <message>
        <source>Cash game, dealer&apos;s choice of all ten games</source>
        <translation>Кеш игра, по избор на раздаващия от десетте игри</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Начални чипове</translation>
    </message>
    <message>
        <source>Format of the night</source>
        <translation>Формат на вечерта</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Нива</translation>
    </message>
    <message>
        <source>Minutes per level</source>
        <translation>Минути на ниво</translation>
    </message>
    <message>
        <source>Hands per game</source>
        <translation>Раздавания на игра</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Такса за участие</translation>
    </message>
    <message>
        <source>Payouts (%)</source>
        <translation>Изплащане (%)</translation>
    </message>
    <message>
        <source>65,35 up to 5 players; 50,30,20 for 6 to 8</source>
        <translation>65, 35 до 5 играчи; 50, 30, 20 за 6–8</translation>
    </message>
    <message>
        <source>Stud, Razz and Stud Hi/Lo in turn; the limits rise every level; it starts when every seat is taken and ends when one player holds every chip.</source>
        <translation>Stud, Razz и Stud Hi/Lo поред; лимитите растат с всяко ниво; започва, когато всички места са заети, и свършва, когато един играч има всички чипове.</translation>
    </message>
    <message>
        <source>Everyone starts with the same chips; the limits rise every level; it starts when every seat is taken.</source>
        <translation>Всички започват с еднакъв брой чипове; лимитите растат с всяко ниво; започва, когато всички места са заети.</translation>
    </message>
    <message>
        <source>One game at the stakes above.</source>
        <translation>Една игра със залозите, избрани по-горе.</translation>
    </message>
    <message>
        <source>Stud, Razz and Stud Hi/Lo in turn, at the stakes above.</source>
        <translation>Stud, Razz и Stud Hi/Lo поред, със залозите, избрани по-горе.</translation>
    </message>
    <message>
        <source>Before each round a player picks Stud, Razz or Stud Hi/Lo, in turn round the table.</source>
        <translation>Преди всяка серия раздавания един играч, поред около масата, избира Stud, Razz или Stud Hi/Lo.</translation>
    </message>
    <message>
        <source>The three studs, Follow the Queen, Baseball, Chicago, Low Chicago, Five Card Stud, High-Low Declare and Roll Your Own in turn (Baseball at six seats or fewer).</source>
        <translation>Трите stud игри, Follow the Queen, Baseball, Chicago, Low Chicago, Five Card Stud, High-Low Declare и Roll Your Own поред (Baseball при най-много шест места).</translation>
    </message>
    <message>
        <source>Before each round a player picks one of the ten games, the home games too (Baseball at six seats or fewer).</source>
        <translation>Преди всяка серия раздавания един играч избира една от десетте игри, и домашните (Baseball при най-много шест места).</translation>
    </message>
    <message>
        <source>Payouts are whole percentages adding up to 100, e.g. 50,30,20.</source>
        <translation>Изплащането е в цели проценти, общо 100, напр. 50, 30, 20.</translation>
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
        <translation>втора улица</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>трета улица</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>четвърта улица</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>пета улица</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>шеста улица</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>седма улица</translation>
    </message>
</context>
<context>
    <name>HandDetail</name>
    <message>
        <source>No hand yet</source>
        <translation>Още няма раздаване</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (място %2)</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <extracomment>High-Low Declare (W9): %1 what the seat declared: &quot;High&quot;, &quot;Low&quot;, &quot;Both (swing)&quot;</extracomment>
        <translation>Обява: %1</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>фолд</translation>
    </message>
    <message>
        <source>mucked</source>
        <translation>не показа картите</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>отвори картите</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>спечели %1</translation>
    </message>
    <message>
        <source>net %1</source>
        <translation>нето %1</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Обща карта</translation>
    </message>
</context>
<context>
    <name>HandListModel</name>
    <message>
        <source>Hand #%1 · %2 %3
%4</source>
        <translation>Раздаване №%1 · %2 %3
%4</translation>
    </message>
</context>
<context>
    <name>HandName</name>
    <message>
        <source>two</source>
        <comment>one: High card, %1</comment>
        <translation>двойка</translation>
    </message>
    <message>
        <source>three</source>
        <comment>one: High card, %1</comment>
        <translation>тройка</translation>
    </message>
    <message>
        <source>four</source>
        <comment>one: High card, %1</comment>
        <translation>четворка</translation>
    </message>
    <message>
        <source>five</source>
        <comment>one: High card, %1</comment>
        <translation>петица</translation>
    </message>
    <message>
        <source>six</source>
        <comment>one: High card, %1</comment>
        <translation>шестица</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>one: High card, %1</comment>
        <translation>седмица</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>one: High card, %1</comment>
        <translation>осмица</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>one: High card, %1</comment>
        <translation>деветка</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>one: High card, %1</comment>
        <translation>десетка</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>one: High card, %1</comment>
        <translation>вале</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>one: High card, %1</comment>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <comment>one: High card, %1</comment>
        <translation>поп</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>one: High card, %1</comment>
        <translation>асо</translation>
    </message>
    <message>
        <source>two</source>
        <comment>top: Straight, %1 high</comment>
        <translation>двойка</translation>
    </message>
    <message>
        <source>three</source>
        <comment>top: Straight, %1 high</comment>
        <translation>тройка</translation>
    </message>
    <message>
        <source>four</source>
        <comment>top: Straight, %1 high</comment>
        <translation>четворка</translation>
    </message>
    <message>
        <source>five</source>
        <comment>top: Straight, %1 high</comment>
        <translation>петица</translation>
    </message>
    <message>
        <source>six</source>
        <comment>top: Straight, %1 high</comment>
        <translation>шестица</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>top: Straight, %1 high</comment>
        <translation>седмица</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>top: Straight, %1 high</comment>
        <translation>осмица</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>top: Straight, %1 high</comment>
        <translation>деветка</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>top: Straight, %1 high</comment>
        <translation>десетка</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>top: Straight, %1 high</comment>
        <translation>вале</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>top: Straight, %1 high</comment>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <comment>top: Straight, %1 high</comment>
        <translation>поп</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>top: Straight, %1 high</comment>
        <translation>асо</translation>
    </message>
    <message>
        <source>twos</source>
        <comment>set: Pair of %1</comment>
        <translation>двойки</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>set: Pair of %1</comment>
        <translation>тройки</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>set: Pair of %1</comment>
        <translation>четворки</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>set: Pair of %1</comment>
        <translation>петици</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>set: Pair of %1</comment>
        <translation>шестици</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>set: Pair of %1</comment>
        <translation>седмици</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>set: Pair of %1</comment>
        <translation>осмици</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>set: Pair of %1</comment>
        <translation>деветки</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>set: Pair of %1</comment>
        <translation>десетки</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>set: Pair of %1</comment>
        <translation>валета</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>set: Pair of %1</comment>
        <translation>дами</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>set: Pair of %1</comment>
        <translation>попове</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>set: Pair of %1</comment>
        <translation>аса</translation>
    </message>
    <message>
        <source>twos</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>двойки</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>тройки</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>четворки</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>петици</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>шестици</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>седмици</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>осмици</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>деветки</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>десетки</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>валета</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>дами</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>попове</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>many: Two pair, %1 and %2</comment>
        <translation>аса</translation>
    </message>
    <message>
        <source>High card, %1</source>
        <extracomment>%1: the rank, as in &quot;High card, ace&quot;</extracomment>
        <translation>Висока карта, %1</translation>
    </message>
    <message>
        <source>Pair of %1</source>
        <extracomment>%1: the rank of the pair</extracomment>
        <translation>Чифт %1</translation>
    </message>
    <message>
        <source>Two pair, %1 and %2</source>
        <extracomment>%1: the higher pair, %2: the lower pair</extracomment>
        <translation>Два чифта, %1 и %2</translation>
    </message>
    <message>
        <source>Three of a kind, %1</source>
        <translation>Тройка %1</translation>
    </message>
    <message>
        <source>Straight, %1 high</source>
        <extracomment>%1: the straight&apos;s top card (&quot;five&quot; for 5-4-3-2-A)</extracomment>
        <translation>Стрейт до %1</translation>
    </message>
    <message>
        <source>Flush, %1 high</source>
        <translation>Флъш до %1</translation>
    </message>
    <message>
        <source>Full house, %1 full of %2</source>
        <extracomment>%1: the rank of the three cards, %2: the rank of the pair</extracomment>
        <translation>Фул хаус, %1 с %2</translation>
    </message>
    <message>
        <source>Four of a kind, %1</source>
        <translation>Каре %1</translation>
    </message>
    <message>
        <source>Straight flush, %1 high</source>
        <translation>Стрейт флъш до %1</translation>
    </message>
    <message>
        <source>Five of a kind, %1</source>
        <extracomment>only with wild cards: %1 the rank, as in &quot;Five of a kind, aces&quot;</extracomment>
        <translation>Пет еднакви, %1</translation>
    </message>
    <message>
        <source>High card</source>
        <comment>hand category</comment>
        <translation>Висока карта</translation>
    </message>
    <message>
        <source>Pair</source>
        <comment>hand category</comment>
        <translation>Чифт</translation>
    </message>
    <message>
        <source>Two pair</source>
        <comment>hand category</comment>
        <translation>Два чифта</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <comment>hand category</comment>
        <translation>Тройка</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>hand category</comment>
        <translation>Стрейт</translation>
    </message>
    <message>
        <source>Flush</source>
        <comment>hand category</comment>
        <translation>Флъш</translation>
    </message>
    <message>
        <source>Full house</source>
        <comment>hand category</comment>
        <translation>Фул хаус</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>hand category</comment>
        <translation>Каре</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <comment>hand category</comment>
        <translation>Стрейт флъш</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <comment>hand category</comment>
        <translation>Пет еднакви</translation>
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
        <translation>Ниска ръка %1</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Роял флъш</translation>
    </message>
    <message>
        <source>no low</source>
        <translation>няма ниска ръка</translation>
    </message>
    <message>
        <source>%1 are wild</source>
        <extracomment>%1: a rank in the plural, e.g. &quot;Queens are wild&quot;</extracomment>
        <translation>Жокери: %1</translation>
    </message>
    <message>
        <source>%1 and %2 are wild</source>
        <extracomment>%1, %2: ranks in the plural, e.g. &quot;Queens and sevens are wild&quot;</extracomment>
        <translation>Жокери: %1 и %2</translation>
    </message>
    <message>
        <source>Spade in the hole, %1</source>
        <extracomment>Chicago (W5): %1 the best spade in the hole, as in &quot;Spade in the hole, K♠&quot;</extracomment>
        <translation>Скрита пика, %1</translation>
    </message>
</context>
<context>
    <name>HandStrength</name>
    <message>
        <source>You have: %1</source>
        <extracomment>%1: the player&apos;s hand so far, e.g. &quot;two pair, kings and sevens&quot;</extracomment>
        <translation>Имаш: %1</translation>
    </message>
    <message>
        <source>no low yet</source>
        <translation>още няма ниска ръка</translation>
    </message>
    <message>
        <source>spade in the hole: %1</source>
        <extracomment>Chicago (W5): %1 the spade among the down cards that plays for the spade half</extracomment>
        <translation>скрита пика: %1</translation>
    </message>
    <message>
        <source>no spade in the hole</source>
        <translation>няма скрита пика</translation>
    </message>
    <message>
        <source>You have: %1; %2</source>
        <extracomment>%1: the high hand, %2: the low (&quot;8-6-4-2-A low&quot;, &quot;no low&quot;, &quot;no low yet&quot;)</extracomment>
        <translation>Имаш: %1; %2</translation>
    </message>
</context>
<context>
    <name>HandTableModel</name>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Залози</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздаване</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Пот</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Победители</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Сесия</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation>Ред е на %1 — щракни, за да продължиш</translation>
    </message>
    <message>
        <source>Everyone else, please look away: your cards are hidden.</source>
        <translation>Всички останали, моля, не гледайте: картите ви са скрити.</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Hand history — StudDesk</source>
        <translation>История на раздаванията — StudDesk</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>История на раздаванията</translation>
    </message>
    <message>
        <source>Open journal…</source>
        <translation>Отвори дневник…</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Отвори папка…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Session ledger</source>
        <translation>Сметка на сесията</translation>
    </message>
    <message>
        <source>All-time ledger</source>
        <translation>Обща сметка</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Възпроизведи</translation>
    </message>
    <message>
        <source>Export ledger…</source>
        <translation>Експортирай сметката…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Hands from %1</source>
        <translation>Раздавания от: %1</translation>
    </message>
    <message numerus="yes">
        <source>(%n could not be read)</source>
        <extracomment>%n: how many files or hands could not be read</extracomment>
        <translation>
            <numerusform>(не може да се прочете: %n)</numerusform>
            <numerusform>(не могат да се прочетат: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hands</source>
        <extracomment>%1 hands shown of %n</extracomment>
        <translation>
            <numerusform>%1 от %n раздаване</numerusform>
            <numerusform>%1 от %n раздавания</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands yet: open a host&apos;s journal or a folder of PHH files.</source>
        <translation>Още няма раздавания: отвори дневника на домакина или папка с PHH файлове.</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Всички играчи</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Всички игри</translation>
    </message>
    <message>
        <source>Export ledger</source>
        <translation>Експорт на сметката</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV файлове (*.csv);;Всички файлове (*)</translation>
    </message>
    <message>
        <source>Open a host&apos;s journal</source>
        <translation>Отвори дневника на домакина</translation>
    </message>
    <message>
        <source>StudDesk journals (*.sqlite3);;All files (*)</source>
        <translation>Дневници на StudDesk (*.sqlite3);;Всички файлове (*)</translation>
    </message>
    <message>
        <source>Open a folder of PHH files</source>
        <translation>Отвори папка с PHH файлове</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table — StudDesk</source>
        <translation>Създай маса — StudDesk</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Създай маса</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Масата на %1</translation>
    </message>
    <message>
        <source>Table and stakes</source>
        <translation>Маса и залози</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Seats and clocks</source>
        <translation>Места и време</translation>
    </message>
    <message>
        <source>House rules and access</source>
        <translation>Домашни правила и достъп</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Име на масата</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Залози</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Внасяне</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Малък залог</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Голям залог</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Бай-ин</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Компютърни играчи</translation>
    </message>
    <message>
        <source>Action timer (s)</source>
        <translation>Време за ход (с)</translation>
    </message>
    <message>
        <source>Time bank (s)</source>
        <translation>Резерв от време (с)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Парола</translation>
    </message>
    <message>
        <source>Relay</source>
        <extracomment>a relay (`studdesk relay`) that carries friends the router does not let in</extracomment>
        <translation>Препредавател (relay)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Друго</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>a computer player that makes any legal move at random</extracomment>
        <translation>случайно</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>лесно</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>нормално</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>трудно</translation>
    </message>
    <message>
        <source>Open pair on 4th street allows the big bet (L5)</source>
        <translation>Отворен чифт на четвърта улица позволява голям залог (L5)</translation>
    </message>
    <message>
        <source>No cap when two players are left (L4)</source>
        <translation>Без таван на рейзовете при двама играчи (L4)</translation>
    </message>
    <message>
        <source>Approve each player who wants to join</source>
        <translation>Одобрявай всеки, който иска да се включи</translation>
    </message>
    <message>
        <source>Nobody deals</source>
        <translation>Никой не раздава</translation>
    </message>
    <message>
        <source>Let phones and browsers join</source>
        <translation>Позволи влизане от телефони и браузъри</translation>
    </message>
    <message>
        <source>Open my router for friends in other houses</source>
        <translation>Отвори рутера ми за приятели от други домове</translation>
    </message>
    <message>
        <source>Asks your router (UPnP or NAT-PMP) to forward this table&apos;s port while the table runs, and closes it afterwards. A router behind your provider&apos;s own network cannot be reached from outside it; then use a relay.</source>
        <translation>Моли рутера ти (UPnP или NAT-PMP) да пренасочи порта на тази маса, докато масата работи, и после го затваря. Рутер зад собствената мрежа на доставчика ти не е достъпен отвън; тогава използвай препредавател (relay).</translation>
    </message>
    <message>
        <source>none, or host:port, like relay.example.org:47478</source>
        <extracomment>host:port of a relay; the example&apos;s address stays as it is</extracomment>
        <translation>няма, или хост:порт, напр. relay.example.org:47478</translation>
    </message>
    <message>
        <source>A relay carries friends who cannot reach this computer, encrypted end to end. With the router box checked it is used only when the router does not open the port.</source>
        <translation>Препредавателят свързва приятели, които не могат да достигнат този компютър, с криптиране от край до край. Когато полето за рутера е отметнато, се използва само ако рутерът не отвори порта.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>няма</translation>
    </message>
    <message>
        <source>Suggest one</source>
        <translation>Предложи</translation>
    </message>
    <message>
        <source>Only this computer (not on the network)</source>
        <translation>Само този компютър (не в мрежата)</translation>
    </message>
    <message>
        <source>Format: %1 (the Format page)</source>
        <extracomment>%1: the format chosen on the Format page, e.g. &quot;Cash game of the game above&quot;</extracomment>
        <translation>Формат: %1 (раздел „Формат“)</translation>
    </message>
    <message>
        <source>Only windows on this computer can join: the table listens on 127.0.0.1 and is not announced on the network.</source>
        <translation>Могат да се включат само прозорци на този компютър: масата слуша на 127.0.0.1 и не се обявява в мрежата.</translation>
    </message>
    <message>
        <source>Anyone on your network can see the table in their lobby and join; a password keeps strangers out.</source>
        <translation>Всеки в твоята мрежа вижда масата в лобито си и може да се включи; паролата спира непознатите.</translation>
    </message>
    <message>
        <source>The table needs a name.</source>
        <translation>Масата трябва да има име.</translation>
    </message>
    <message>
        <source>Nobody deals: at most 7 seats, and no Baseball or Roll Your Own in the format.</source>
        <translation>Никой не раздава: най-много 7 места и без Baseball или Roll Your Own във формата.</translation>
    </message>
    <message>
        <source>Every device shuffles and deals with the others: not even this computer knows a card before it is shown.</source>
        <translation>Всяко устройство разбърква и раздава заедно с останалите: дори този компютър не знае карта, преди да бъде показана.</translation>
    </message>
    <message>
        <source>Write the relay as host:port, like relay.example.org:47478 (not %1).</source>
        <translation>Напиши препредавателя като хост:порт, напр. relay.example.org:47478 (не %1).</translation>
    </message>
    <message>
        <source>The small bet must be at least one chip.</source>
        <translation>Малкият залог трябва да е поне един чип.</translation>
    </message>
    <message>
        <source>The bring-in must be at least one chip and at most the small bet.</source>
        <translation>Внасянето трябва да е поне един чип и най-много колкото малкия залог.</translation>
    </message>
    <message>
        <source>The big bet cannot be smaller than the small bet.</source>
        <translation>Големият залог не може да е по-малък от малкия.</translation>
    </message>
    <message>
        <source>The buy-in must cover at least the ante and the bring-in.</source>
        <translation>Бай-инът трябва да покрива поне антето и внасянето.</translation>
    </message>
    <message>
        <source>Port %1 is already in use on this computer (another table?). Your table will listen on a free port instead and show its address in the dealer log: whoever connects by address needs that number. Click OK to host anyway.</source>
        <extracomment>%1: the port number StudDesk tables use (47474)</extracomment>
        <translation>Порт %1 вече е зает на този компютър (друга маса?). Масата ти ще слуша на свободен порт и ще покаже адреса си в панела „Дилър“: който се свързва по адрес, има нужда от този номер. Натисни OK, за да създадеш масата въпреки това.</translation>
    </message>
</context>
<context>
    <name>HostMenu</name>
    <message>
        <source>Let %1 in</source>
        <translation>Пусни: %1</translation>
    </message>
    <message>
        <source>Turn %1 away</source>
        <translation>Откажи: %1</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Продължи играта</translation>
    </message>
    <message>
        <source>Pause after this hand</source>
        <translation>Пауза след това раздаване</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Премахни играч</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>%1: seat number, %2: the player&apos;s name</extracomment>
        <translation>Място %1: %2</translation>
    </message>
    <message>
        <source>Invite a friend…</source>
        <translation>Покани приятел…</translation>
    </message>
    <message>
        <source>Phones and browsers…</source>
        <translation>Телефони и браузъри…</translation>
    </message>
    <message>
        <source>End the session…</source>
        <translation>Приключи сесията…</translation>
    </message>
</context>
<context>
    <name>HotseatDialog</name>
    <message>
        <source>Hotseat / solo — StudDesk</source>
        <translation>Hotseat / соло — StudDesk</translation>
    </message>
    <message>
        <source>Hotseat or solo game</source>
        <translation>Игра hotseat или соло</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Залози</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Място</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>a computer player that makes any legal move at random</extracomment>
        <translation>случайно</translation>
    </message>
    <message>
        <source>Person at this computer</source>
        <translation>Човек на този компютър</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>Компютър — %1</translation>
    </message>
    <message>
        <source>%1 is for at most %2 players.</source>
        <translation>%1 е за най-много %2 играчи.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>лесно</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>нормално</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>трудно</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Място %1</translation>
    </message>
    <message>
        <source>Choose at least two seats.</source>
        <translation>Избери поне две места.</translation>
    </message>
    <message>
        <source>At least one seat must be a person at this computer.</source>
        <translation>Поне едно място трябва да е за човек на този компютър.</translation>
    </message>
    <message>
        <source>Give every seat a different name.</source>
        <translation>Дай различно име на всяко място.</translation>
    </message>
    <message>
        <source>“Table” cannot be a player&apos;s name.</source>
        <extracomment>&quot;Table&quot; is how the dealer signs its own chat lines</extracomment>
        <translation>„Table“ не може да е име на играч.</translation>
    </message>
</context>
<context>
    <name>HouseOptions</name>
    <message>
        <source>Queens are wild too</source>
        <extracomment>Follow the Queen (W3): the queens stay wild beside the rank that follows one</extracomment>
        <translation>Дамите също са жокери</translation>
    </message>
    <message>
        <source>An up four</source>
        <translation>Отворена четворка</translation>
    </message>
    <message>
        <source>An up three</source>
        <translation>Отворена тройка</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <extracomment>Low Chicago (W5): how the ace of spades in the hole counts for the lowest spade</extracomment>
        <translation>Асо пика</translation>
    </message>
    <message>
        <source>earns an extra card down</source>
        <translation>носи допълнителна тъмна карта</translation>
    </message>
    <message>
        <source>earns an extra card up</source>
        <translation>носи допълнителна отворена карта</translation>
    </message>
    <message>
        <source>costs a big bet, or fold</source>
        <translation>струва голям залог или фолд</translation>
    </message>
    <message>
        <source>costs the pot, or fold</source>
        <translation>струва колкото пота или фолд</translation>
    </message>
    <message>
        <source>counts high</source>
        <translation>се брои високо</translation>
    </message>
    <message>
        <source>counts low (the lowest spade)</source>
        <translation>се брои ниско (най-ниската пика)</translation>
    </message>
    <message>
        <source>A swing that ties</source>
        <extracomment>High-Low Declare (W10.1): a player who declared both and ties a way</extracomment>
        <translation>Суинг при равенство</translation>
    </message>
    <message>
        <source>gets nothing</source>
        <translation>не получава нищо</translation>
    </message>
    <message>
        <source>shares the half it ties</source>
        <translation>дели половината с равенство</translation>
    </message>
    <message>
        <source>Wild: queens, and the rank of the card dealt up after the last up queen.</source>
        <extracomment>Follow the Queen (RULES.md W3), queens wild (the default)</extracomment>
        <translation>Жокери: дамите и стойността на картата, раздадена открита след последната открита дама.</translation>
    </message>
    <message>
        <source>Wild: the rank of the card dealt up after the last up queen (queens are not).</source>
        <translation>Жокер: стойността на картата, раздадена открита след последната открита дама (дамите не са).</translation>
    </message>
    <message>
        <source>The best five-card high hand wins.</source>
        <translation>Печели най-добрата висока ръка от пет карти.</translation>
    </message>
    <message>
        <source>High and low split the pot; a low is five cards eight or lower.</source>
        <translation>Високата и ниската ръка делят пота; ниската е пет карти до осмица.</translation>
    </message>
    <message>
        <source>The lowest hand wins: aces are low, straights and flushes do not count.</source>
        <translation>Печели най-ниската ръка: асото е ниско, кентите и флъшовете не се броят.</translation>
    </message>
    <message>
        <source>Wild: threes and nines. Up to six players.</source>
        <extracomment>Baseball (RULES.md W4)</extracomment>
        <translation>Жокери: тройките и деветките. До шестима играчи.</translation>
    </message>
    <message>
        <source>Half the pot to the best high hand, half to the highest spade in the hole.</source>
        <extracomment>Chicago (RULES.md W5)</extracomment>
        <translation>Половината пот за най-добрата висока ръка, половината за най-високата скрита пика.</translation>
    </message>
    <message>
        <source>Half the pot to the best high hand, half to the lowest spade in the hole.</source>
        <translation>Половината пот за най-добрата висока ръка, половината за най-ниската скрита пика.</translation>
    </message>
    <message>
        <source>One card down and four up; the best high hand wins.</source>
        <extracomment>Five Card Stud (RULES.md W6)</extracomment>
        <translation>Една скрита и четири открити карти; печели най-добрата висока ръка.</translation>
    </message>
    <message>
        <source>After the last bet everyone declares high, low or both, in secret and all at once; no qualifier.</source>
        <extracomment>High-Low Declare (RULES.md W8, W9)</extracomment>
        <translation>След последния залог всички обявяват висока, ниска или и двете, тайно и едновременно; без квалификация.</translation>
    </message>
    <message>
        <source>Every card comes down; on each street everyone turns up a card of their choice, all at once.</source>
        <extracomment>Roll Your Own (RULES.md W11)</extracomment>
        <translation>Всички карти са затворени; на всяка улица всички едновременно обръщат карта по свой избор.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Copied</source>
        <translation>Копирано</translation>
    </message>
    <message>
        <source>Invite a friend — StudDesk</source>
        <translation>Покани приятел — StudDesk</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Покани приятел</translation>
    </message>
    <message>
        <source>Send this invite to a friend in another house; they paste it under “Join with an invite” in their lobby. It names this table&apos;s identity, so nobody else can pose as it.</source>
        <translation>Изпрати тази покана на приятел в друга къща; той я поставя в своето лоби под „Влез с покана“. Поканата носи самоличността на масата, така че никой друг не може да се представи за нея.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копирай</translation>
    </message>
    <message>
        <source>Phones join on this network only, through the web table&apos;s address (Phones and browsers).</source>
        <translation>Телефоните влизат само в тази мрежа, през адреса на уеб масата (Телефони и браузъри).</translation>
    </message>
    <message>
        <source>A friend&apos;s StudDesk tries these ways, in order:</source>
        <translation>StudDesk на приятеля опитва тези пътища поред:</translation>
    </message>
    <message>
        <source>On this network: %1</source>
        <extracomment>%1: the table&apos;s address on the host&apos;s network (192.168.1.20:47474)</extracomment>
        <translation>В тази мрежа: %1</translation>
    </message>
    <message>
        <source>Through your router: %1</source>
        <extracomment>%1: the address the home router forwards to this table (203.0.113.5:47474)</extracomment>
        <translation>През рутера ти: %1</translation>
    </message>
    <message>
        <source>Through the relay: %1</source>
        <extracomment>%1: the relay&apos;s address (relay.example.org:47478)</extracomment>
        <translation>През препредавателя: %1</translation>
    </message>
</context>
<context>
    <name>LanTableModel</name>
    <message>
        <source>Table</source>
        <translation>Маса</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Залози</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>%1 (needs another StudDesk version)</source>
        <translation>%1 (нужна е друга версия на StudDesk)</translation>
    </message>
    <message>
        <source>This table asks for a password</source>
        <translation>Тази маса иска парола</translation>
    </message>
</context>
<context>
    <name>LastHandWindow</name>
    <message>
        <source>Last hand — StudDesk</source>
        <translation>Последно раздаване — StudDesk</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Възпроизведи</translation>
    </message>
    <message>
        <source>Export PHH…</source>
        <translation>Експорт на PHH…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Още няма изиграни раздавания</translation>
    </message>
    <message>
        <source>Hand #%1 · %2 %3</source>
        <translation>Раздаване №%1 · %2 %3</translation>
    </message>
    <message>
        <source>Fairness check: %1</source>
        <translation>Проверка за честност: %1</translation>
    </message>
    <message>
        <source>Fairness check: not received yet</source>
        <translation>Проверка за честност: още не е получена</translation>
    </message>
    <message>
        <source>Export hand history</source>
        <translation>Експорт на историята на раздаването</translation>
    </message>
    <message>
        <source>Poker hand histories (*.phh);;All files (*)</source>
        <translation>Истории на покер раздавания (*.phh);;Всички файлове (*)</translation>
    </message>
</context>
<context>
    <name>LedgerDialog</name>
    <message>
        <source>Ledger — StudDesk</source>
        <translation>Сметка — StudDesk</translation>
    </message>
    <message>
        <source>The session is over</source>
        <translation>Сесията приключи</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Сметка</translation>
    </message>
    <message>
        <source>Who bought in for how much, what they have now, and who is up or down. Settle up as the table agreed.</source>
        <translation>Кой за колко е купил чипове, колко има сега и кой е на плюс или на минус. Уредете сметките, както се е разбрала масата.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Bought in</source>
        <translation>Купени</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сега</translation>
    </message>
    <message>
        <source>Up / down</source>
        <translation>Плюс / минус</translation>
    </message>
</context>
<context>
    <name>LedgerModel</name>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Сесии</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Раздавания</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Печалба или загуба</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <source>Fixed-limit stud home games on your network</source>
        <translation>Домашни игри на стъд с фиксиран лимит в твоята мрежа</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Създай маса</translation>
    </message>
    <message>
        <source>Join the selected table</source>
        <translation>Седни на избраната маса</translation>
    </message>
    <message>
        <source>Watch the selected table</source>
        <translation>Гледай избраната маса</translation>
    </message>
    <message>
        <source>Connect by address…</source>
        <translation>Свързване по адрес…</translation>
    </message>
    <message>
        <source>Paste an invite (SD1-…)</source>
        <translation>Постави покана (SD1-…)</translation>
    </message>
    <message>
        <source>A friend&apos;s table in another house: paste the invite its host sent you</source>
        <translation>Масата на приятел в друга къща: постави поканата, която домакинът ти изпрати</translation>
    </message>
    <message>
        <source>Join with an invite</source>
        <translation>Влез с покана</translation>
    </message>
    <message>
        <source>Hotseat / solo game</source>
        <translation>Hotseat / соло игра</translation>
    </message>
    <message>
        <source>Hands of the last table…</source>
        <translation>Раздавания от последната маса…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>История на раздаванията</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Изход</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Маси в твоята мрежа</translation>
    </message>
    <message>
        <source>Looking for tables on the local network…

Host one, or connect by address.</source>
        <translation>Търся маси в локалната мрежа…

Създай маса или се свържи по адрес.</translation>
    </message>
    <message>
        <source>Playing as %1 — change it in Settings</source>
        <translation>Играеш като %1 — промени го в Настройки</translation>
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
        <translation>Hotseat игра</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Соло игра</translation>
    </message>
    <message>
        <source>This invite cannot be used</source>
        <translation>Тази покана не може да се използва</translation>
    </message>
    <message>
        <source>Paste the invite the host gave you (it starts with SD1-).</source>
        <translation>Постави поканата от домакина (започва с SD1-).</translation>
    </message>
    <message>
        <source>This is not a StudDesk invite: an invite starts with SD1-.</source>
        <translation>Това не е покана на StudDesk: поканата започва с SD1-.</translation>
    </message>
    <message>
        <source>This invite is damaged or cut short: copy the whole invite again.</source>
        <translation>Тази покана е повредена или отрязана: копирай отново цялата покана.</translation>
    </message>
    <message>
        <source>This invite comes from a newer StudDesk: update StudDesk to use it.</source>
        <translation>Тази покана е от по-нов StudDesk: обнови StudDesk, за да я използваш.</translation>
    </message>
    <message>
        <source>Your name at the table:</source>
        <translation>Името ти на масата:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Твоето име</translation>
    </message>
    <message>
        <source>A name of 1 to %1 letters, please.</source>
        <extracomment>%1: the longest name allowed</extracomment>
        <translation>Въведи име от 1 до %1 знака.</translation>
    </message>
    <message>
        <source>Welcome to StudDesk! What shall the table call you? (You can change it in Settings.)</source>
        <translation>Добре дошли в StudDesk! Как да те наричат на масата? (Можеш да го промениш в Настройки.)</translation>
    </message>
    <message>
        <source>The table %1 needs a password.</source>
        <translation>Масата %1 иска парола.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Парола</translation>
    </message>
    <message>
        <source>Someone at this table is already called %1. Join under another name?</source>
        <extracomment>%1: the name somebody at the table already has</extracomment>
        <translation>На тази маса вече има някой с името %1. Ще се включиш ли с друго име?</translation>
    </message>
    <message>
        <source>Could not join the table</source>
        <translation>Неуспешно включване към масата</translation>
    </message>
    <message>
        <source>Could not start the table</source>
        <translation>Масата не можа да се стартира</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Seat %1</source>
        <translation>Място %1</translation>
    </message>
    <message>
        <source>high</source>
        <extracomment>High-Low Declare: what a player declared, in &quot;Anna declares high&quot;</extracomment>
        <translation>висока</translation>
    </message>
    <message>
        <source>low</source>
        <translation>ниска</translation>
    </message>
    <message>
        <source>both</source>
        <extracomment>High-Low Declare: both ways, a swing</extracomment>
        <translation>и двете (суинг)</translation>
    </message>
    <message>
        <source>%1 declares %2</source>
        <extracomment>one declaration of those shown together: &quot;Anna declares low&quot;</extracomment>
        <translation>%1 обявява %2</translation>
    </message>
    <message>
        <source>Everyone has declared: %1</source>
        <extracomment>W9.3: every declaration shown at once; %1: &quot;Anna declares low, Emil declares both&quot;</extracomment>
        <translation>Всички обявиха: %1</translation>
    </message>
    <message>
        <source>Turned up together: %1</source>
        <extracomment>W11.2: every chosen card turned up at once; %1: &quot;Anna A♥, Emil 9♦&quot;</extracomment>
        <translation>Обърнати заедно: %1</translation>
    </message>
    <message numerus="yes">
        <source>Antes: %1 from each of %n players</source>
        <translation>
            <numerusform>Анте: %1 от %n играч</numerusform>
            <numerusform>Анте: %1 от всеки от %n играчи</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 antes %2</source>
        <translation>%1 плаща анте %2</translation>
    </message>
    <message>
        <source>Hand #%1: %2</source>
        <translation>Раздаване №%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Too few cards left: the %n burned and undealt cards are shuffled</source>
        <translation>
            <numerusform>Картите не стигат: %n изгорена и нераздадена карта се разбърква</numerusform>
            <numerusform>Картите не стигат: %n изгорени и нераздадени карти се разбъркват</numerusform>
        </translation>
    </message>
    <message>
        <source>Community card %1: every player uses it as their 7th card</source>
        <translation>Обща карта %1: всеки играч я използва като своя 7-а карта</translation>
    </message>
    <message>
        <source>Uncalled bet of %1 returned to %2</source>
        <translation>Неплатеният залог от %1 се връща на %2</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 отваря %2</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1 не показва картите</translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <extracomment>W9.3, W11.2: a player made the secret choice; what it is comes later</extracomment>
        <translation>%1 избра</translation>
    </message>
    <message>
        <source>Left the hand: %1. No further card can be opened, so the hand ends here (%2 forfeited)</source>
        <extracomment>H4, a table where nobody deals: %1 the players of the device that left (&quot;Anna&quot; or &quot;Anna, Emil&quot;), %2 the chips they put in, now lost</extracomment>
        <translation>Напусна раздаването: %1. Повече карти не могат да се отворят, затова раздаването свършва тук (губи %2)</translation>
    </message>
    <message>
        <source>%2 returned to %1</source>
        <extracomment>H4: everything %1 put in this hand comes back (%2 chips)</extracomment>
        <translation>%2 се връщат на %1</translation>
    </message>
    <message>
        <source>%1 takes %2 of the forfeited chips</source>
        <extracomment>H4: %1&apos;s equal share (%2 chips) of what the leaving player forfeited</extracomment>
        <translation>%1 получава %2 от загубените чипове</translation>
    </message>
    <message>
        <source>the pot</source>
        <extracomment>the pot a failed swing gets nothing from: &quot;the pot&quot;, or &quot;side pot 1&quot;</extracomment>
        <translation>пота</translation>
    </message>
    <message>
        <source>side pot %1</source>
        <translation>страничен пот %1</translation>
    </message>
    <message>
        <source>%1 swung and won neither way alone (high: %2, low: %3): nothing from %4</source>
        <extracomment>W10.1: %1 declared both and lost both ways; %2, %3: &quot;tied&quot; or &quot;beaten&quot; for the high and the low; %4: &quot;the pot&quot;</extracomment>
        <translation>%1 игра суинг и не спечели сам нито една страна (висока: %2, ниска: %3): нищо от %4</translation>
    </message>
    <message>
        <source>%1 swung and tied high: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another high tied theirs (a tie loses); %2: &quot;the pot&quot;</extracomment>
        <translation>%1 игра суинг и е равен при високата: нищо от %2</translation>
    </message>
    <message>
        <source>%1 swung and was beaten high: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another high beat theirs; %2: &quot;the pot&quot;</extracomment>
        <translation>%1 игра суинг и е бит при високата: нищо от %2</translation>
    </message>
    <message>
        <source>%1 swung and tied low: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another low tied theirs (a tie loses); %2: &quot;the pot&quot;</extracomment>
        <translation>%1 игра суинг и е равен при ниската: нищо от %2</translation>
    </message>
    <message>
        <source>%1 swung and was beaten low: nothing from %2</source>
        <extracomment>W10.1: %1 declared both; another low beat theirs; %2: &quot;the pot&quot;</extracomment>
        <translation>%1 игра суинг и е бит при ниската: нищо от %2</translation>
    </message>
    <message>
        <source>tied</source>
        <extracomment>W10.1: how a swing lost a way, in &quot;(high: tied, low: beaten)&quot;: another hand as good</extracomment>
        <translation>равен</translation>
    </message>
    <message>
        <source>beaten</source>
        <extracomment>W10.1: how a swing lost a way, in &quot;(high: tied, low: beaten)&quot;: a better hand</extracomment>
        <translation>бит</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1 фолдва</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 чеква</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <extracomment>%1 calls %2 chips</extracomment>
        <translation>%1 плаща %2</translation>
    </message>
    <message>
        <source>%1 brings in for %2</source>
        <extracomment>%1 posts the bring-in of %2</extracomment>
        <translation>%1 плаща внасяне %2</translation>
    </message>
    <message>
        <source>%1 completes to %3</source>
        <extracomment>%1 completes the bring-in to the small bet, %3 in all (%2: the chips put in now)</extracomment>
        <translation>%1 допълва до %3</translation>
    </message>
    <message>
        <source>%1 bets %3</source>
        <extracomment>%3: the bet (%2: the chips put in now)</extracomment>
        <translation>%1 залага %3</translation>
    </message>
    <message>
        <source>%1 raises to %3</source>
        <extracomment>%3: the new total bet of the round (%2: the chips put in now)</extracomment>
        <translation>%1 рейзва до %3</translation>
    </message>
    <message>
        <source>%1 shows</source>
        <translation>%1 отваря картите</translation>
    </message>
    <message>
        <source>%1 pays %2 to keep the three</source>
        <extracomment>Baseball (an up three): %2 the price paid to keep it, wild</extracomment>
        <translation>%1 плаща %2 и задържа тройката</translation>
    </message>
    <message>
        <source>%1 lets the clock run out on the three and folds</source>
        <translation>Времето изтече: %1 не плаща за тройката и фолдва</translation>
    </message>
    <message>
        <source>%1 declines to pay for the three and folds</source>
        <translation>%1 не плаща за тройката и фолдва</translation>
    </message>
    <message>
        <source>%1 and is all-in</source>
        <extracomment>%1: a sentence such as &quot;Anna calls 2&quot;</extracomment>
        <translation>%1 и е ол-ин</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Пот</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <extracomment>the first side pot is number 1</extracomment>
        <translation>Страничен пот %1</translation>
    </message>
    <message>
        <source>%1 (high)</source>
        <translation>%1 (висока)</translation>
    </message>
    <message>
        <source>%1 (low)</source>
        <translation>%1 (ниска)</translation>
    </message>
    <message>
        <source>%1 (spade in the hole)</source>
        <extracomment>Chicago (W5): the pot&apos;s half for the best spade in the hole</extracomment>
        <translation>%1 (скрита пика)</translation>
    </message>
    <message>
        <source>%1 %2 to %3</source>
        <extracomment>%1: &quot;Pot&quot; or &quot;Side pot 1&quot; (maybe with &quot;(high)&quot;), %2: the chips, %3: the winner</extracomment>
        <translation>%1 %2 за %3</translation>
    </message>
    <message>
        <source>%1, who declared %2</source>
        <extracomment>High-Low Declare: %1 &quot;Pot 2.70 to Anna&quot;, %2 what Anna declared (&quot;low&quot;)</extracomment>
        <translation>%1 (обяви %2)</translation>
    </message>
</context>
<context>
    <name>NetSession</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>Свързване с %1…</translation>
    </message>
    <message>
        <source>Waiting for the host to let you in…</source>
        <translation>Чакаме домакина да те пусне…</translation>
    </message>
    <message>
        <source>Hand #%1 goes on without you: your cards were folded, the %2 you had put in stays in its pot, and your %3 leaves the table with you, as the host&apos;s ledger shows.</source>
        <extracomment>N3: the host removed this player during a hand, which went on without them. %1: the hand&apos;s number, %2: the chips they had put in, %3: the chips they had left</extracomment>
        <translation>Раздаване №%1 продължава без теб: картите ти са фолднати, вложените от теб %2 остават в пота, а твоите %3 напускат масата с теб, както показва сметката на домакина.</translation>
    </message>
    <message>
        <source>You pause the game after this hand.</source>
        <translation>Спираш играта след това раздаване.</translation>
    </message>
    <message>
        <source>You let the game go on.</source>
        <translation>Пускаш играта да продължи.</translation>
    </message>
    <message>
        <source>The host pauses the game after this hand.</source>
        <translation>Домакинът спира играта след това раздаване.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Играта продължава.</translation>
    </message>
    <message>
        <source>Your table is open at %1.</source>
        <extracomment>%1: address:port, for &quot;Connect by address&quot;</extracomment>
        <translation>Масата ти е отворена на %1.</translation>
    </message>
    <message>
        <source>Hand #%1 was cut short when the table stopped: it is void, and every chip went back to where it was when it started.</source>
        <extracomment>%1: a hand number</extracomment>
        <translation>Раздаване №%1 прекъсна, когато масата спря: то е невалидно и всеки чип се върна там, където беше в началото му.</translation>
    </message>
    <message>
        <source>%1 timed out twice and is sitting out.</source>
        <extracomment>C3: the host sat a player out after two timeouts in a row</extracomment>
        <translation>%1 изпусна времето за ход два пъти и вече почива.</translation>
    </message>
    <message>
        <source>%1 was removed by the host.</source>
        <translation>Домакинът премахна %1 от масата.</translation>
    </message>
    <message>
        <source>The host is ending the session after this hand.</source>
        <translation>Домакинът приключва сесията след това раздаване.</translation>
    </message>
    <message>
        <source>Hand #%1 is played out without you: you are all in with %2, and whatever it brings you goes into the host&apos;s ledger.</source>
        <extracomment>N3: the host removed this player, all in, during a hand (played out for them). %1: the hand&apos;s number, %2: the chips they had put in</extracomment>
        <translation>Раздаване №%1 ще се изиграе без теб: ти си ол-ин с %2 и каквото ти донесе, отива в сметката на домакина.</translation>
    </message>
    <message>
        <source>%1 rebuys %2: the stack is %3 now.</source>
        <extracomment>T3: %1 a player, %2 the chips bought, %3 the stack now (the buy-in)</extracomment>
        <translation>%1 докупува %2: стекът вече е %3.</translation>
    </message>
    <message>
        <source>Verified: the deck was committed before the deal, and all %1 cards seen here came from it in order.</source>
        <translation>Проверено: тестето е обвързано преди раздаването и всички видени тук карти (%1) идват от него в правилния ред.</translation>
    </message>
    <message>
        <source>Not checked: this table missed part of the hand (it joined or reconnected during it); the revealed deck matches its commitment.</source>
        <translation>Без проверка: този компютър е пропуснал част от раздаването (включил се е или се е свързал отново по време на него); разкритото тесте съвпада с обвързването.</translation>
    </message>
    <message>
        <source>FAILED: the revealed deck does not match the commitment made before the deal.</source>
        <translation>ГРЕШКА: разкритото тесте не съвпада с обвързването отпреди раздаването.</translation>
    </message>
    <message>
        <source>FAILED: the cards dealt do not match the revealed deck (%1).</source>
        <extracomment>%1: what did not match, in English from the network layer</extracomment>
        <translation>ГРЕШКА: раздадените карти не съвпадат с разкритото тесте (%1).</translation>
    </message>
    <message>
        <source>%1 wants to join the table.</source>
        <translation>%1 иска да седне на масата.</translation>
    </message>
    <message>
        <source>%1 sits down in seat %2.</source>
        <translation>%1 сяда на място %2.</translation>
    </message>
    <message>
        <source>%1 leaves seat %2.</source>
        <translation>%1 освобождава място %2.</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Повторно свързване…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Отново на масата.</translation>
    </message>
    <message>
        <source>the connection to the table was lost</source>
        <translation>връзката с масата прекъсна</translation>
    </message>
    <message>
        <source>Could not take a seat: %1</source>
        <extracomment>%1: why (for instance &quot;That seat is taken.&quot;)</extracomment>
        <translation>Не успя да заемеш място: %1</translation>
    </message>
    <message>
        <source>A table new to this computer: its identity is %1. StudDesk remembers it and refuses another machine at this address.</source>
        <extracomment>%1: the table&apos;s certificate fingerprint, groups of four hex digits</extracomment>
        <translation>Маса, нова за този компютър: самоличността ѝ е %1. StudDesk я запомня и отказва друга машина на този адрес.</translation>
    </message>
    <message>
        <source>Hand #%1 is void: every chip went back to where it was when it started.</source>
        <extracomment>At a table where nobody deals. %1: a hand number</extracomment>
        <translation>Раздаване №%1 е невалидно: всеки чип се върна там, където беше в началото му.</translation>
    </message>
    <message>
        <source>You are not dealt in: at this table nobody deals, and this computer has not given its share of the deal yet.</source>
        <extracomment>At a table where nobody deals (every computer with a seat takes part in the deal), this computer has not given the table its share of the deal yet.</extracomment>
        <translation>Не сте в раздаването: на тази маса никой не раздава, а този компютър още не е дал своя дял от раздаването.</translation>
    </message>
    <message>
        <source>%1&apos;s device needs about %2 s to check the deck: the cards come about %2 s after the hand starts.</source>
        <extracomment>At a table where nobody deals, said before a hand. %1: a player, %2: seconds. Every player&apos;s computer or phone checks the shuffled deck before the cards come.</extracomment>
        <translation>Устройството на %1 има нужда от около %2 сек., за да провери тестето: картите идват около %2 сек. след началото на раздаването.</translation>
    </message>
    <message>
        <source>The sit-and-go is over: one player holds every chip.</source>
        <translation>Турнирът Sit &amp; Go приключи: един играч има всички чипове.</translation>
    </message>
    <message>
        <source>Nobody answers at this address: the table&apos;s host has closed it, or is not on this network any more.</source>
        <translation>На този адрес никой не отговаря: домакинът е затворил масата или вече не е в тази мрежа.</translation>
    </message>
    <message>
        <source>The table did not answer in time (or its host did not let you in yet).</source>
        <translation>Масата не отговори навреме (или домакинът още не те е пуснал).</translation>
    </message>
    <message>
        <source>This table needs a password.</source>
        <translation>Тази маса иска парола.</translation>
    </message>
    <message>
        <source>That password is not right.</source>
        <translation>Паролата не е вярна.</translation>
    </message>
    <message>
        <source>Someone at this table already uses that name.</source>
        <translation>Някой на тази маса вече използва това име.</translation>
    </message>
    <message>
        <source>The host did not let you in.</source>
        <translation>Домакинът не те пусна.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Домакинът те премахна от масата.</translation>
    </message>
    <message>
        <source>This seat is open in another window.</source>
        <translation>Това място е отворено в друг прозорец.</translation>
    </message>
    <message>
        <source>You ended the session.</source>
        <translation>Ти приключи сесията.</translation>
    </message>
    <message>
        <source>The host ended the session.</source>
        <translation>Домакинът приключи сесията.</translation>
    </message>
    <message>
        <source>This table runs a different version of StudDesk.</source>
        <translation>Тази маса използва друга версия на StudDesk.</translation>
    </message>
    <message>
        <source>The table did not open an encrypted connection: it runs an older StudDesk, or it is not a StudDesk table.</source>
        <translation>Масата не отвори криптирана връзка: използва по-стар StudDesk или не е маса на StudDesk.</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Всички места са заети.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Това място е заето.</translation>
    </message>
    <message>
        <source>That buy-in is not allowed at this table.</source>
        <translation>Този бай-ин не е позволен на тази маса.</translation>
    </message>
    <message>
        <source>You can do that only between hands.</source>
        <translation>Това може само между раздаванията.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Не е твой ред.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Сега не можеш да направиш това.</translation>
    </message>
    <message>
        <source>That amount is not allowed now.</source>
        <translation>Тази сума сега не е позволена.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Само домакинът може да направи това.</translation>
    </message>
    <message>
        <source>Too many messages; please slow down.</source>
        <translation>Твърде много съобщения; моля, по-бавно.</translation>
    </message>
    <message>
        <source>Your old seat could not be found; you join as a new player.</source>
        <translation>Старото ти място не бе намерено; влизаш като нов играч.</translation>
    </message>
    <message>
        <source>You are not sitting at this table.</source>
        <translation>Не седиш на тази маса.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>Това не е твоето място.</translation>
    </message>
    <message>
        <source>That hand is already over.</source>
        <translation>Това раздаване вече приключи.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Играта е на пауза.</translation>
    </message>
    <message>
        <source>Something went wrong at the table.</source>
        <translation>Нещо се обърка на масата.</translation>
    </message>
    <message>
        <source>The table could not take what this program sent (%1).</source>
        <extracomment>%1: the host&apos;s error code, for instance &quot;bad_field&quot;</extracomment>
        <translation>Масата не прие изпратеното от тази програма (%1).</translation>
    </message>
    <message>
        <source>Refused: this is not the table you asked for. Its identity (certificate fingerprint) is not %1: another machine answered. If the host made a new table identity, join with its new invite.</source>
        <extracomment>%1: the fingerprint expected, groups of four hex digits</extracomment>
        <translation>Отказано: това не е масата, която поиска. Самоличността ѝ (отпечатък на сертификата) не е %1: отговори друга машина. Ако домакинът е създал нова самоличност на масата, влез с новата му покана.</translation>
    </message>
    <message>
        <source>The table could not be started: %1</source>
        <extracomment>%1: the system&apos;s reason, for instance &quot;Address already in use&quot;</extracomment>
        <translation>Масата не можа да се стартира: %1</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>%1: post the ante %2?</source>
        <extracomment>hotseat: %1 the player&apos;s name, %2 the ante</extracomment>
        <translation>%1: плащаш ли анте %2?</translation>
    </message>
    <message>
        <source>Post the ante %1?</source>
        <translation>Плащаш ли анте %1?</translation>
    </message>
    <message>
        <source>Post</source>
        <translation>Плати</translation>
    </message>
    <message>
        <source>Sit this hand out</source>
        <translation>Пропусни раздаването</translation>
    </message>
    <message>
        <source>%1 wants to join the table.</source>
        <translation>%1 иска да седне на масата.</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Пусни</translation>
    </message>
    <message>
        <source>Turn away</source>
        <translation>Откажи</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 сек.</translation>
    </message>
</context>
<context>
    <name>ReplayerWindow</name>
    <message>
        <source>Dealer</source>
        <translation>Дилър</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Първа стъпка (Home)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Стъпка назад (стрелка наляво)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Стъпка напред (стрелка надясно)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Последна стъпка (End)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Пусни или спри (интервал)</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Предишно раздаване</translation>
    </message>
    <message>
        <source>The hand before this one in the list (Ctrl+Page Up)</source>
        <translation>Раздаването преди това в списъка (Ctrl+Page Up)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следващо раздаване</translation>
    </message>
    <message>
        <source>The hand after this one in the list (Ctrl+Page Down)</source>
        <translation>Раздаването след това в списъка (Ctrl+Page Down)</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Шоудаун</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Close the replay (Escape)</source>
        <translation>Затвори повторението (Escape)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорост</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Бавна</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Нормална</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Бърза</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Много бърза</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Без анимация</translation>
    </message>
    <message>
        <source>Replay — StudDesk</source>
        <translation>Повторение — StudDesk</translation>
    </message>
    <message>
        <source>Hand replay</source>
        <translation>Повторение на раздаване</translation>
    </message>
    <message>
        <source>Hand #%1 · %2 %3</source>
        <translation>Раздаване №%1 · %2 %3</translation>
    </message>
    <message>
        <source>Replay of %1 — StudDesk</source>
        <extracomment>the window&apos;s title: %1 the hand&apos;s file name (or its number)</extracomment>
        <translation>Повторение: %1 — StudDesk</translation>
    </message>
    <message>
        <source>(action %1)</source>
        <extracomment>%1: the 1-based number of the file&apos;s action the rules refuse</extracomment>
        <translation>(действие %1)</translation>
    </message>
    <message>
        <source>This hand cannot be replayed: %1</source>
        <translation>Това раздаване не може да се възпроизведе: %1</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Анте</translation>
    </message>
    <message>
        <source>A player left: the hand ends</source>
        <extracomment>H4: the step where a player&apos;s device left and the hand ended without a winner</extracomment>
        <translation>Играч напусна: раздаването свършва</translation>
    </message>
    <message>
        <source>The pot is awarded</source>
        <translation>Потът се присъжда</translation>
    </message>
    <message>
        <source>Declaration</source>
        <extracomment>High-Low Declare (W9): the step of a player&apos;s secret declaration or of them all</extracomment>
        <translation>Обявяване</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <extracomment>%1: this step&apos;s number, %2: the steps in the hand, %3: where the hand is</extracomment>
        <translation>Стъпка %1 от %2 · %3</translation>
    </message>
</context>
<context>
    <name>ResumeQuestion</name>
    <message>
        <source>Resume the table?</source>
        <translation>Да продължи ли масата?</translation>
    </message>
    <message>
        <source>Your table “%1” stopped without ending the session.</source>
        <extracomment>%1: the table&apos;s name</extracomment>
        <translation>Масата ти „%1“ спря, без сесията да е приключила.</translation>
    </message>
    <message>
        <source>Hands played: %1</source>
        <translation>Изиграни раздавания: %1</translation>
    </message>
    <message>
        <source>Hand %1 was cut short: it is void and every chip goes back to where it was when it started.</source>
        <extracomment>%1: a hand number</extracomment>
        <translation>Раздаване %1 прекъсна: то е невалидно и всеки чип се връща там, където беше в началото му.</translation>
    </message>
    <message numerus="yes">
        <source>%n players:</source>
        <translation>
            <numerusform>%n играч:</numerusform>
            <numerusform>%n играчи:</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1: %2, %3</source>
        <extracomment>%1: seat, %2: name, %3: stack</extracomment>
        <translation>Място %1: %2, %3</translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation>(компютър)</translation>
    </message>
    <message>
        <source>Starting a new table keeps the old one&apos;s journal in the data folder (moved aside, not deleted).</source>
        <translation>Новата маса запазва дневника на старата в папката с данни (преместен настрана, не изтрит).</translation>
    </message>
    <message>
        <source>Resume “%1”</source>
        <translation>Продължи „%1“</translation>
    </message>
    <message>
        <source>Start a new table</source>
        <translation>Създай нова маса</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings — StudDesk</source>
        <translation>Настройки — StudDesk</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>На масата</translation>
    </message>
    <message>
        <source>Look and sound</source>
        <translation>Изглед и звук</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Твоето име</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Гръб на картите</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Анимации</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Сила на звука</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Език</translation>
    </message>
    <message>
        <source>Post the ante automatically</source>
        <translation>Плащай антето автоматично</translation>
    </message>
    <message>
        <source>Muck losing hands automatically at the showdown</source>
        <translation>Автоматично не показвай губещите ръце при шоудауна</translation>
    </message>
    <message>
        <source>Four-colour deck (blue diamonds, green clubs)</source>
        <translation>Тесте в четири цвята (каро в синьо, спатия в зелено)</translation>
    </message>
    <message>
        <source>Sounds: my turn, the clock, cards and chips</source>
        <translation>Звуци: моят ред, изтичащо време, карти и чипове</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червен</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Син</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелен</translation>
    </message>
    <message>
        <source>Off (show the result at once)</source>
        <translation>Изключени (веднага резултатът)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Бързи</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Нормални</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Бавни</translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <source>Standings — StudDesk</source>
        <translation>Класиране — StudDesk</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Крайно класиране</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Класиране</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Място</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Награда</translation>
    </message>
    <message>
        <source>Still in: %1</source>
        <translation>Още в играта: %1</translation>
    </message>
    <message>
        <source>Prize pool: %1</source>
        <translation>Награден фонд: %1</translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <source>Sit back in</source>
        <translation>Върни се в играта</translation>
    </message>
    <message>
        <source>Sit out from the next hand</source>
        <translation>Почивка от следващото раздаване</translation>
    </message>
    <message>
        <source>Rebuy %1 (up to %2)</source>
        <extracomment>%1: the chips added, %2: the buy-in the stack comes to</extracomment>
        <translation>Докупи %1 (до %2)</translation>
    </message>
    <message>
        <source>Rebuy (the stack is the full %1)</source>
        <translation>Докупи (стекът вече е пълните %1)</translation>
    </message>
    <message>
        <source>Ledger…</source>
        <translation>Сметка…</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Напусни масата</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Seat %1</source>
        <translation>Място %1</translation>
    </message>
    <message>
        <source>The stud button: fixed at seat 8; every street is dealt from seat 1</source>
        <translation>Бутонът в stud: винаги на място 8; всяка улица се раздава от място 1</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Компютърен играч</translation>
    </message>
    <message>
        <source>%1 · %2 fixed limit</source>
        <extracomment>printed on the felt: &quot;Stud Hi/Lo · 2/4 fixed limit&quot;</extracomment>
        <translation>%1 · %2 фиксиран лимит</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Почива</translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation>ОЛ-ИН</translation>
    </message>
    <message>
        <source>DISCONNECTED</source>
        <translation>БЕЗ ВРЪЗКА</translation>
    </message>
    <message>
        <source>SITTING OUT</source>
        <translation>ПОЧИВА</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>ФОЛД</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Пот %1</translation>
    </message>
    <message>
        <source>Side pot %1: %2</source>
        <extracomment>%1: the side pot&apos;s number (the first is 1), %2: its chips</extracomment>
        <translation>Страничен пот %1: %2</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Обща карта</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>Не показа</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Фолдва</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Чеква</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Плаща %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Внася %1</translation>
    </message>
    <message>
        <source>Complete to %1</source>
        <translation>Допълва до %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Залага %1</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Рейзва до %1</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Отваря</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Не показва</translation>
    </message>
    <message>
        <source>Paid %1</source>
        <extracomment>Baseball (W4): paid %1 to keep an up three</extracomment>
        <translation>Платено %1</translation>
    </message>
    <message>
        <source>Chosen</source>
        <extracomment>High-Low Declare, Roll Your Own: the secret choice is made, not yet shown</extracomment>
        <translation>Избра</translation>
    </message>
    <message>
        <source>Both (swing)</source>
        <translation>И двете (суинг)</translation>
    </message>
    <message>
        <source>%1 all-in</source>
        <extracomment>%1: an action on a plate, e.g. &quot;Call 2&quot;</extracomment>
        <translation>%1 ол-ин</translation>
    </message>
    <message>
        <source>Wins %1</source>
        <translation>Печели %1</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Пот</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <translation>Страничен пот %1</translation>
    </message>
    <message>
        <source>%1 high</source>
        <translation>%1 (висока)</translation>
    </message>
    <message>
        <source>High</source>
        <extracomment>High-Low Declare (W9): the declaration shown on the plate</extracomment>
        <translation>Висока</translation>
    </message>
    <message>
        <source>%1 low</source>
        <translation>%1 (ниска)</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Ниска</translation>
    </message>
    <message>
        <source>%1 spade</source>
        <extracomment>%1: &quot;Side pot 1&quot;: its half for the best spade in the hole (Chicago)</extracomment>
        <translation>%1, пика</translation>
    </message>
    <message>
        <source>Spade in the hole</source>
        <translation>Скрита пика</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <extracomment>%1: &quot;Pot&quot;, &quot;High&quot;, &quot;Side pot 1 low&quot; ..., %2: the chips, %3: the winners</extracomment>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>%1 (split)</source>
        <extracomment>%1: a banner line whose pot is split between several winners</extracomment>
        <translation>%1 (разделен)</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Last hand</source>
        <translation>Последно раздаване</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Обратно в лобито</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Напусни масата</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Маса</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Домакин</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилър</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Напиши нещо на масата…</translation>
    </message>
    <message>
        <source>Chat is closed: the table is gone.</source>
        <translation>Чатът е затворен: масата вече я няма.</translation>
    </message>
    <message>
        <source>Chat is off until the connection is back.</source>
        <translation>Чатът е спрян, докато връзката се възстанови.</translation>
    </message>
    <message>
        <source>StudDesk table</source>
        <translation>Маса StudDesk</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>Спряна от домакина</translation>
    </message>
    <message>
        <source>Waiting for the first hand…</source>
        <translation>Чакаме първото раздаване…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Hand #%1 · ante %2 · bring-in %3</source>
        <translation>Раздаване №%1 · анте %2 · внасяне %3</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>пауза</translation>
    </message>
    <message>
        <source>pausing after this hand</source>
        <translation>пауза след това раздаване</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Сесията приключи.</translation>
    </message>
    <message>
        <source>The table is gone: %1</source>
        <translation>Масата я няма: %1</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Масата е затворена.</translation>
    </message>
    <message>
        <source>The table is gone</source>
        <translation>Масата я няма</translation>
    </message>
    <message>
        <source>The connection to the table is lost and could not be restored.</source>
        <translation>Връзката с масата прекъсна и не можа да се възстанови.</translation>
    </message>
    <message>
        <source>%1 The hands played here stay readable, from the lobby too.</source>
        <translation>%1 Изиграните тук раздавания остават достъпни за преглед, включително от лобито.</translation>
    </message>
    <message>
        <source>Stay and look</source>
        <translation>Остани и разгледай</translation>
    </message>
    <message>
        <source>Connection lost: %1</source>
        <extracomment>%1: the reason, as the network layer gives it</extracomment>
        <translation>Връзката прекъсна: %1</translation>
    </message>
    <message>
        <source>The hands played here stay readable from the lobby.</source>
        <translation>Изиграните тук раздавания могат да се разгледат от лобито.</translation>
    </message>
    <message>
        <source>Open hand…</source>
        <translation>Отвори раздаване…</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>Отвори история на раздаване</translation>
    </message>
    <message>
        <source>Poker hand histories (*.phh);;All files (*)</source>
        <translation>Истории на покер раздавания (*.phh);;Всички файлове (*)</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Премахни играч</translation>
    </message>
    <message>
        <source>Remove %1 from the table? Their chips leave with them.</source>
        <translation>Да премахна ли %1 от масата? Чиповете му си тръгват с него.</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>Приключи сесията</translation>
    </message>
    <message>
        <source>End the session after this hand? Everyone gets the ledger and the table closes.</source>
        <translation>Да приключи ли сесията след това раздаване? Всички получават сметката и масата се затваря.</translation>
    </message>
    <message>
        <source>%1 to act</source>
        <translation>Ред е на %1</translation>
    </message>
    <message>
        <source>You are in the middle of a hand: leaving now folds it. Leave the table?</source>
        <translation>В средата на раздаване си: ако излезеш сега, фолдваш. Да напуснеш ли масата?</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Напусни масата</translation>
    </message>
    <message>
        <source>You host this table: leaving ends it for everyone (they get the ledger). Leave?</source>
        <translation>Ти си домакин на тази маса: ако я напуснеш, тя приключва за всички (те получават сметката). Напускаш ли?</translation>
    </message>
    <message>
        <source>The connection to the table dropped. Reconnecting…</source>
        <translation>Връзката с масата прекъсна. Повторно свързване…</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Твой ред е, %1</translation>
    </message>
</context>
<context>
    <name>WebLinkDialog</name>
    <message>
        <source>Phones and browsers — StudDesk</source>
        <translation>Телефони и браузъри — StudDesk</translation>
    </message>
    <message>
        <source>Phones and browsers</source>
        <translation>Телефони и браузъри</translation>
    </message>
    <message>
        <source>On the same network, scan the code or open this address in a browser to sit at this table:</source>
        <translation>В същата мрежа сканирай кода или отвори този адрес в браузър, за да седнеш на тази маса:</translation>
    </message>
</context>
</TS>

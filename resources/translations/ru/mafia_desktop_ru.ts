<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Argparse</name>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="+68"/>
        <source>{heading}:</source>
        <translation>{heading}:</translation>
    </message>
    <message>
        <location line="+609"/>
        <source>usage:</source>
        <extracomment>The command line&apos;s usage and errors, as Python&apos;s argparse words them; {name}: what it puts in.</extracomment>
        <translation>использование:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>позиционные аргументы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>параметры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subcommands</source>
        <translation>команды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>показать эту справку и выйти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: ошибка: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument {argument_name}: {message}</source>
        <translation>аргумент {argument_name}: {message}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the following arguments are required: {arguments}</source>
        <translation>не хватает обязательных аргументов: {arguments}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unrecognized arguments: {arguments}</source>
        <translation>нераспознанные аргументы: {arguments}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>недопустимое значение: {value} (допустимы: {choices})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid {type} value: {value}</source>
        <translation>недопустимое значение ({type}): {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>ожидается одно значение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>ожидается не больше одного значения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>ожидается хотя бы одно значение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>неоднозначный параметр {option}: подходят {matches}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ignored explicit argument {value}</source>
        <translation>значение {value} здесь не принимается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected option string: {option}</source>
        <translation>неожиданный параметр: {option}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed with argument {argument}</source>
        <translation>нельзя использовать вместе с аргументом {argument}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the arguments {arguments} is required</source>
        <translation>нужен один из аргументов {arguments}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown parser {parser_name} (choices: {choices})</source>
        <translation>неизвестная команда {parser_name} (допустимы: {choices})</translation>
    </message>
</context>
<context>
    <name>Balance</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="+875"/>
        <source>mafia favoured</source>
        <translation>перевес у мафии</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>town favoured</source>
        <translation>перевес у мирных</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="+895"/>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+24"/>
        <source>even</source>
        <translation>равные шансы</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+506"/>
        <source>Maniac favoured</source>
        <translation>перевес у Маньяка</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Jester favoured</source>
        <translation>перевес Шута</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+106"/>
        <source>{role} favoured</source>
        <translation>перевес: {role}</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+56"/>
        <source>The mafia&apos;s chance for each number of mafia: %1</source>
        <translation>Шансы мафии в зависимости от её численности: %1</translation>
    </message>
</context>
<context>
    <name>BalanceView</name>
    <message>
        <location line="+48"/>
        <source>The mafia&apos;s chance (random play) by number of mafia</source>
        <translation>Шансы мафии (случайная игра) в зависимости от её численности</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No odds: this deal cannot start.</source>
        <translation>Шансы не считаются: с такой раздачей игру не начать.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Random play is worked out exactly only without %1: the figures above are simulated.</source>
        <translation>Случайная игра точно считается только без ролей: %1; цифры выше получены моделированием.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Random play (every vote and every kill by chance): mafia %1%, town %2%. Real tables play better than random play.</source>
        <translation>Случайная игра (каждое голосование и каждое убийство наугад): мафия %1%, мирные %2%. За настоящим столом играют лучше, чем наугад.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Informed play (the town acts on what its checks find): working it out…</source>
        <translation>Осмысленная игра (город пользуется результатами проверок): идёт расчёт…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Informed play (the town acts on what its checks find): mafia %1% ± %2, town %3% — %4</source>
        <translation>Осмысленная игра (город пользуется результатами проверок): мафия %1% ± %2, мирные %3% — %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(%1: %2%)</source>
        <translation>(%1: %2%)</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../../mafia_desktop/engine/cards.py" line="+64"/>
        <location line="+56"/>
        <source>Jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>King</source>
        <translation>король</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Ace of hearts</source>
        <translation>туз червей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>туз бубен</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Jack or Queen</source>
        <translation>валет или дама</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>King of clubs or spades</source>
        <translation>король треф или пик</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen of hearts or diamonds</source>
        <translation>дама червей или бубен</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>King of hearts or diamonds</source>
        <translation>король червей или бубен</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Ace of spades or clubs</source>
        <translation>туз пик или треф</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+28"/>
        <source>King of hearts</source>
        <translation>король червей</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+1"/>
        <location line="+55"/>
        <source>number card (2–10)</source>
        <translation>числовая карта (2–10)</translation>
    </message>
    <message>
        <location line="-71"/>
        <location line="+28"/>
        <source>King of diamonds</source>
        <translation>король бубен</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+34"/>
        <location line="+24"/>
        <source>King of clubs</source>
        <translation>король треф</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+38"/>
        <location line="+26"/>
        <source>King of spades</source>
        <translation>король пик</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+40"/>
        <source>Queen of hearts</source>
        <translation>дама червей</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>Queen of diamonds</source>
        <translation>дама бубен</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+57"/>
        <source>Ace of spades</source>
        <translation>туз пик</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+55"/>
        <source>Ace of clubs</source>
        <translation>туз треф</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Jack, black King or Queen</source>
        <translation>валет, чёрные король или дама</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+55"/>
        <source>Queen of clubs</source>
        <translation>дама треф</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+52"/>
        <source>Jack of clubs</source>
        <translation>валет треф</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+61"/>
        <source>Queen of spades</source>
        <translation>дама пик</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of spades</source>
        <translation>валет пик</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of hearts</source>
        <translation>валет червей</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of diamonds</source>
        <translation>валет бубен</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>red card (2–9)</source>
        <translation>красная карта (2–9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black card (2–9)</source>
        <translation>чёрная карта (2–9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <location line="-84"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-224"/>
        <location line="+1"/>
        <source>black Joker</source>
        <translation>чёрный джокер</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+56"/>
        <location line="+1"/>
        <source>red Joker</source>
        <translation>красный джокер</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+35"/>
        <location line="+1"/>
        <source>blank card</source>
        <translation>пустая карта</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1108"/>
        <source>blank card with “{role}” written on it</source>
        <translation>пустая карта с надписью «{role}»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{cards} or {card}</source>
        <translation>{cards} или {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} from the other deck</source>
        <translation>{card} из другой колоды</translation>
    </message>
</context>
<context>
    <name>CircleKeys</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/keys.py" line="+140"/>
        <source>alive</source>
        <extracomment>a seat was picked (click, tap, Enter, or its number typed) in reorder mode, a seat was dragged from one position to another (0-based) a seat was held down (a long press), or F pressed on the seat with the cursor: a foul</extracomment>
        <translation>в игре</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fouls: %1</source>
        <translation>фолов: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1, %2, %3</source>
        <translation>Место %1, %2, %3</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="-1467"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>Ведите игру «Мафия» за одним ноутбуком.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>resume a recorded game on the table</source>
        <translation>продолжить записанную игру за столом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the app with the game in FILE on the table, where it stopped.</source>
        <translation>Открыть приложение с игрой из файла FILE на столе — с того места, где она остановилась.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a game record (JSON)</source>
        <translation>запись игры (JSON)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>replay a game record and print its transcript as JSON</source>
        <translation>воспроизвести запись игры и вывести её ход в JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay a game record without a window and print the transcript as JSON. Exit status 0 when every input was accepted, 2 otherwise; 1 when the transcript cannot be written (standard output closed, or its disk full: said on standard error).</source>
        <translation>Воспроизвести запись игры без окна и вывести её ход в JSON. Код выхода 0, если приняты все действия, иначе 2; 1, если ход игры не удаётся записать (стандартный вывод закрыт или его диск заполнен: об этом сообщается в стандартный поток ошибок).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the record, or - for standard input</source>
        <translation>запись игры или - для стандартного ввода</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>print cards and sheets to a PDF</source>
        <translation>напечатать карты и листы в PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a PDF: role cards and the deck recipe for a deal, fold-over cards and the referee&apos;s sheet for a recorded game, a game&apos;s protocol, a game&apos;s log, or a tournament&apos;s schedule.</source>
        <translation>Создать PDF: карты ролей и состав колоды для раздачи, карты со сгибом и лист ведущего для записанной игры, протокол игры, журнал игры или расписание турнира.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>role cards (with backs and cut marks) and the deck recipe</source>
        <translation>карты ролей (с рубашками и метками для резки) и состав колоды</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how many players</source>
        <translation>сколько игроков</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>how many of this role (default: the recommended deal)</source>
        <translation>сколько карт этой роли (по умолчанию — рекомендуемая раздача)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cards always come shuffled; a seed gives the same order every time</source>
        <translation>карты всегда перемешаны; с зерном порядок каждый раз один и тот же</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fold-over cards for the players in --out, and the referee&apos;s sheet as a separate file beside it (cards.pdf -&gt; cards-referee.pdf)</source>
        <translation>карты со сгибом для игроков — в --out, а лист ведущего — отдельным файлом рядом (cards.pdf -&gt; cards-referee.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a game&apos;s protocol, as clubs keep it: the header, nominations and votes, fouls, shots, the best move and the points</source>
        <translation>протокол игры, как его ведут в клубах: шапка, выставления и голосования, фолы, выстрелы, лучший ход и баллы</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a game&apos;s log: the cards and the whole timeline</source>
        <translation>журнал игры: карты и весь ход игры</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a tournament&apos;s schedule: every round and table, then a sheet for each table of each round</source>
        <translation>расписание турнира: все туры и столы, затем лист для каждого стола каждого тура</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a tournament file (.mafia-tournament.json)</source>
        <translation>файл турнира (.mafia-tournament.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how likely each side is to win, for a deal and its rules</source>
        <translation>шансы каждой стороны на победу при этой раздаче и этих правилах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chances of the mafia and the town: exact under random play (Migdal 2010, extended to roles), or simulated under informed play.</source>
        <translation>Шансы мафии и мирных: точные при случайной игре (Migdal 2010, с расширением на роли) или смоделированные при осмысленной игре.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the whole mafia team, the Don included where the rules have one</source>
        <translation>вся команда мафии, включая дона, если он есть в правилах</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a house rule (JSON value)</source>
        <translation>домашнее правило (значение в JSON)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games to simulate (informed)</source>
        <translation>сколько игр моделировать (осмысленная игра)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print JSON</source>
        <translation>вывести JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the standings of the club&apos;s series (finished games), as JSON or CSV</source>
        <translation>турнирная таблица серии клуба (завершённые игры) в JSON или CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the standings of a series of finished games (an evening, a season), or of every finished game, from the saved games; no window is opened. A game&apos;s series is the one set for it, else the date it was played. Each player&apos;s line has their rating red and black (after every game up to the last one shown) and the first-night compensation (Ci). The filters add up: a series, a tournament, a span of days. Exit status 0; 2 when there is no finished game (in the filters), the series or tournament is unknown, or the series database is in use (said on stderr).</source>
        <translation>Вывести турнирную таблицу серии завершённых игр (вечера, сезона) или всех завершённых игр из сохранённых; окно не открывается. Серия игры — та, что для неё задана, иначе дата, когда её сыграли. В строке каждого игрока — его рейтинг за красных и за чёрных (после каждой игры вплоть до последней показанной) и компенсация за отстрел в первую ночь (Ci). Фильтры складываются: серия, турнир, промежуток дней. Код выхода 0; 2, если завершённых игр нет (с учётом фильтров), серия или турнир неизвестны или база серий занята (об этом сообщается в stderr).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this series (default: every finished game)</source>
        <translation>эта серия (по умолчанию — все завершённые игры)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games of this tournament only</source>
        <translation>только игры этого турнира</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the games from this day on</source>
        <translation>игры начиная с этого дня</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games up to this day</source>
        <translation>игры по этот день включительно</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>statistics instead of the standings: each player&apos;s (wins by role, first-night shots, checks, best moves, fouls...), or each pair&apos;s (games together and against)</source>
        <translation>статистика вместо таблицы: по каждому игроку (победы по ролям, отстрелы в первую ночь, проверки, лучшие ходы, фолы...) или по каждой паре (игры вместе и друг против друга)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>list the series instead, the newest first</source>
        <translation>вместо этого перечислить серии, сначала новые</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the folder of saved games (default: the app&apos;s own)</source>
        <translation>папка сохранённых игр (по умолчанию — папка приложения)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check that the narrator can speak: say a line into a WAV file</source>
        <translation>проверить, что диктор может говорить: записать реплику в WAV-файл</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the language to speak (default: English)</source>
        <translation>язык речи (по умолчанию — английский)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this engine (default: the best one)</source>
        <translation>этот синтезатор (по умолчанию — лучший)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this voice of the engine (default: the language&apos;s best)</source>
        <translation>этот голос синтезатора (по умолчанию — лучший для языка)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line (default: the night&apos;s first line)</source>
        <translation>реплика (по умолчанию — первая реплика ночи)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>where to write it (default: a temporary file)</source>
        <translation>куда её записать (по умолчанию — во временный файл)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>where to write the PDF</source>
        <translation>куда записать PDF</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the PDF (default: English)</source>
        <translation>язык PDF (по умолчанию — английский)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a preset (classic, youth, club, angel) or rules JSON</source>
        <translation>готовые правила (classic, youth, club, angel) или правила в JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the command&apos;s messages (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>язык сообщений команды (иначе — язык из настроек или системы)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>show program&apos;s version number and exit</source>
        <translation>показать версию программы и выйти</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>paint the window once, save it as a PNG at PATH and exit</source>
        <translation>нарисовать окно один раз, сохранить его в PNG по пути PATH и выйти</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the window&apos;s size, e.g. 1366x768 (for screenshots)</source>
        <translation>размер окна, например 1366x768 (для снимков экрана)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the app&apos;s language this time (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>язык приложения на этот раз (иначе — язык из настроек или системы)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{text} is not a size like 1366x768</source>
        <translation>{text} — не размер вида 1366x768</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text}: width and height must be 200 to 8000</source>
        <translation>{text}: ширина и высота должны быть от 200 до 8000</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>must be a whole number, not {text}</source>
        <translation>нужно целое число, а не {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be {low} or more, not {text}</source>
        <translation>нужно не меньше {low}, а не {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be at most {high}, not {text}</source>
        <translation>нужно не больше {high}, а не {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>must be a day as YYYY-MM-DD, not {text}</source>
        <translation>нужна дата в виде YYYY-MM-DD, а не {text}</translation>
    </message>
    <message>
        <location line="+290"/>
        <source>HOME is not set and this account has no home folder of its own, so the app would keep its games in {folder}; but {problem}. Set HOME to a folder of your own and start again.</source>
        <translation>HOME не задана, а у этой учётной записи нет своей домашней папки, поэтому приложение хранило бы игры в {folder}; но {problem}. Укажите в HOME свою папку и запустите снова.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>HOME is not set; games are kept in {folder}</source>
        <translation>HOME не задана; игры хранятся в {folder}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{folder} cannot be read ({reason})</source>
        <translation>не удаётся прочитать {folder} ({reason})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>others may rename folders in {folder} (it is writable by others and not sticky)</source>
        <translation>другие могут переименовывать папки в {folder} (в неё могут писать другие, и у неё нет бита sticky)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it cannot be made ({reason})</source>
        <translation>её не удаётся создать ({reason})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link, which someone else may have made, not a folder</source>
        <translation>это ссылка, которую мог сделать кто-то другой, а не папка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a file, not a folder</source>
        <translation>это файл, а не папка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that folder belongs to another account (user id {user}), which may read or change it</source>
        <translation>эта папка принадлежит другой учётной записи (user id {user}), которая может её читать и менять</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it was replaced while the app looked at it</source>
        <translation>её подменили, пока приложение её проверяло</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it cannot be checked ({reason})</source>
        <translation>её не удаётся проверить ({reason})</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>no file name given: say which game record to open.</source>
        <translation>имя файла не указано: укажите, какую запись игры открыть.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>could not write the screenshot: {reason}.</source>
        <translation>не удалось записать снимок экрана: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no file name given</source>
        <translation>имя файла не указано</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>could not write the screenshot to {file}: {reason}.</source>
        <translation>не удалось записать снимок экрана в {file}: {reason}.</translation>
    </message>
    <message>
        <location line="+58"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+48"/>
        <source>the disk is full</source>
        <extracomment>the exit status of a command whose answer could not be written to standard output why a file cannot be written, by the error&apos;s number</extracomment>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full (the disk quota)</source>
        <translation>диск заполнен (исчерпана дисковая квота)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <location line="+14"/>
        <location line="+14"/>
        <source>it is closed</source>
        <translation>он закрыт</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>there is no permission to write there</source>
        <translation>нет прав на запись туда</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+91"/>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>its folder does not exist</source>
        <translation>его папки не существует</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+98"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-4"/>
        <source>it is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>could not write to standard output: {reason}.</source>
        <translation>не удалось записать в стандартный вывод: {reason}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the name is not a file name</source>
        <translation>это имя не может быть именем файла</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a device, not a file</source>
        <translation>это устройство, а не файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>это канал (FIFO), а не файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>это сокет, а не файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a file</source>
        <translation>это не файл</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>no folder name given for --games.</source>
        <translation>для --games не указано имя папки.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{folder} is not a folder.</source>
        <translation>{folder} — не папка.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no folder {folder}.</source>
        <translation>папки {folder} не существует.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the folder {folder}: {reason}.</source>
        <translation>не удаётся прочитать папку {folder}: {reason}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no finished game in {folder}.</source>
        <translation>в {folder} нет ни одной завершённой игры.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no series {name}; the series are: {names}.</source>
        <translation>серии {name} нет; есть серии: {names}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no tournament {tournament}; the tournaments are: {ids}.</source>
        <translation>турнира {tournament} нет; есть турниры: {ids}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no tournament {tournament}: no finished game names a tournament.</source>
        <translation>турнира {tournament} нет: ни одна завершённая игра не относится к турниру.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no finished game in these filters.</source>
        <translation>с этими фильтрами нет ни одной завершённой игры.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the line given with --say is not text (it has bytes that are not UTF-8).</source>
        <translation>реплика в --say — не текст (в ней есть байты не в UTF-8).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+13"/>
        <source>no file name given for --out.</source>
        <translation>для --out не указано имя файла.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no speech engine could start ({reason}).</source>
        <translation>не удалось запустить ни один синтезатор речи ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On Linux, speech needs Festival or espeak-ng: {command}</source>
        <translation>В Linux для речи нужен Festival или espeak-ng: {command}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The app still runs: the narrator shows its lines as captions.</source>
        <translation>Приложение всё равно работает: диктор показывает свои реплики субтитрами.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>engine: {engine} cannot start ({reason})</source>
        <translation>синтезатор: {engine} не запускается ({reason})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voice {voice} of {engine} does not speak {language}; {voices}</source>
        <translation>голос {voice} синтезатора {engine} не говорит на языке {language}; {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} does not speak {language}; {voices}</source>
        <translation>голос {voice} не говорит на языке {language}; {voices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the voice {voice} of {engine} is not installed; {voices}</source>
        <translation>голос {voice} синтезатора {engine} не установлен; {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} is not installed; {voices}</source>
        <translation>голос {voice} не установлен; {voices}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{engine} wrote no sound for {line} ({reason}).</source>
        <translation>синтезатор {engine} не записал звук реплики {line} ({reason}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{engine} cannot speak ({reason}): {other} speaks instead</source>
        <translation>{engine} не может говорить ({reason}): вместо него говорит {other}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice: {command}</source>
        <translation>Для более разборчивого голоса: {command}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>For a neural voice: Settings fetches Piper&apos;s {voice} on request.</source>
        <translation>Для нейросетевого голоса: в «Настройках» можно загрузить голос Piper {voice}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{line}: {seconds} s in {file}</source>
        <translation>{line}: {seconds} с, в {file}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{line}: {seconds} s</source>
        <translation>{line}: {seconds} с</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>could not write {file}: {reason}.</source>
        <translation>не удалось записать {file}: {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no voice of {engine} speaks {language}.</source>
        <translation>ни один голос синтезатора {engine} не говорит на языке {language}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice of any engine speaks {language}.</source>
        <translation>ни один голос ни одного синтезатора не говорит на языке {language}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no voice of {engine} installed speaks {language}.</source>
        <translation>среди установленных голосов {engine} нет ни одного на языке {language}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice installed speaks {language}.</source>
        <translation>среди установленных голосов нет ни одного на языке {language}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voices that speak {language} are {voices}.</source>
        <translation>на языке {language} говорят голоса: {voices}.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>the value of --option {name} is nested too deeply</source>
        <translation>у значения --option {name} слишком глубокая вложенность</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{team} {chance}%</source>
        <translation>{team} {chance}%</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{how}; random play is not worked out exactly for these roles</source>
        <translation>{how}; для этих ролей случайная игра точно не рассчитывается</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>exact, random play</source>
        <translation>точно, случайная игра</translation>
    </message>
    <message>
        <location line="-1300"/>
        <source>Start the speech engines the narrator uses (Piper where a voice of the language is installed, Festival where installed, else pyttsx3: espeak-ng on Linux, the system&apos;s voices elsewhere), say which engine and voice speak the language, and render one line to a WAV file with them. Exit status 0 when speech works, 3 when no engine starts (the app then shows the narrator&apos;s lines as captions), 2 when the voice asked for is not installed or the file cannot be written.</source>
        <translation>Запустить синтезаторы речи, которыми пользуется диктор (Piper, если установлен голос этого языка, Festival, если он установлен, иначе pyttsx3: espeak-ng в Linux, системные голоса в других системах), сообщить, какой синтезатор и голос говорят на этом языке, и записать ими одну реплику в WAV-файл. Код выхода 0, если речь работает; 3, если не запускается ни один синтезатор (тогда приложение показывает реплики диктора субтитрами); 2, если запрошенный голос не установлен или файл не удаётся записать.</translation>
    </message>
    <message>
        <location line="+1307"/>
        <source>mafia {mafia}%{margin}, town {town}%{others} ({verdict}; {how})</source>
        <translation>мафия {mafia}%{margin}, мирные {town}%{others} ({verdict}; {how})</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>this deal cannot start: {problem}</source>
        <translation>с этой раздачей игру не начать: {problem}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the rules JSON is nested too deeply</source>
        <translation>у JSON правил слишком глубокая вложенность</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rules are not valid JSON ({reason})</source>
        <translation>правила — не корректный JSON ({reason})</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles ({special}) than players ({players})</source>
        <translation>особых ролей ({special}) больше, чем игроков ({players})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a count of a role cannot be below 0</source>
        <translation>число карт роли не может быть меньше 0</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+5"/>
        <source>could not write {file}: the name has bytes that are not text (UTF-8); nothing was written.</source>
        <translation>не удалось записать {file}: в имени есть байты, которые не являются текстом (UTF-8); ничего не записано.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>could not write {file}: it is the game record being printed; nothing was written.</source>
        <translation>не удалось записать {file}: это та самая запись игры, которая печатается; ничего не записано.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no file name given: say which game record to print.</source>
        <translation>имя файла не указано: укажите, какую запись игры печатать.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>could not read {file}: {reason}.</source>
        <translation>не удалось прочитать {file}: {reason}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such file or directory</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>could not write {file}: {reason}; nothing was written.</source>
        <translation>не удалось записать {file}: {reason}; ничего не записано.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The players&apos; fold-over cards are in {cards}; the referee&apos;s sheet is in {sheet}.</source>
        <translation>Карты со сгибом для игроков — в {cards}; лист ведущего — в {sheet}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles than players</source>
        <translation>особых ролей больше, чем игроков</translation>
    </message>
</context>
<context>
    <name>CliCounts</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/cli.py" line="-1091"/>
        <source>engine: {engine}, %n voice(s)</source>
        <translation>
            <numerusform>синтезатор: {engine}, %n голос</numerusform>
            <numerusform>синтезатор: {engine}, %n голоса</numerusform>
            <numerusform>синтезатор: {engine}, %n голосов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the voices that speak {language} are {voices} (%n in all).</source>
        <translation>
            <numerusform>на языке {language} говорят голоса: {voices} (всего %n).</numerusform>
            <numerusform>на языке {language} говорят голоса: {voices} (всего %n).</numerusform>
            <numerusform>на языке {language} говорят голоса: {voices} (всего %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>speech: {engine}, voice {voice} ({language}), %n word(s) a minute</source>
        <translation>
            <numerusform>речь: {engine}, голос {voice} ({language}), %n слово в минуту</numerusform>
            <numerusform>речь: {engine}, голос {voice} ({language}), %n слова в минуту</numerusform>
            <numerusform>речь: {engine}, голос {voice} ({language}), %n слов в минуту</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n informed game(s)</source>
        <translation>
            <numerusform>%n осмысленная игра</numerusform>
            <numerusform>%n осмысленные игры</numerusform>
            <numerusform>%n осмысленных игр</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Club</name>
    <message>
        <location filename="../../../mafia_desktop/club/__init__.py" line="+36"/>
        <source>A tournament has 1 to {most} tables, not {tables}.</source>
        <extracomment>English sentences for every refusal of the club&apos;s package, by code; ``{x}`` takes a parameter.</extracomment>
        <translation>В турнире может быть от 1 до {most} столов, а не {tables}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament has 1 to {most} rounds, not {rounds}.</source>
        <translation>В турнире может быть от 1 до {most} туров, а не {rounds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table seats {least} to {most} players, not {table_size}.</source>
        <translation>За столом может быть от {least} до {most} игроков, а не {table_size}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{players} players cannot fill {tables} tables: a table needs at least 7 players, {least} in all.</source>
        <translation>Игроков: {players}, столов: {tables} — не хватает: за каждым столом нужно не меньше 7 игроков, всего {least}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player name “{name}” cannot be used: {problem}.</source>
        <translation>Имя «{name}» не подходит: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” is entered twice (names that look the same count as the same player).</source>
        <translation>Имя «{name}» введено дважды (имена, которые выглядят одинаково, считаются одним игроком).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pair to keep apart names “{name}”, who is not among the players.</source>
        <translation>В паре, которую нужно развести, указано имя «{name}», а такого игрока в турнире нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pair to keep apart needs two different players.</source>
        <translation>В паре, которую нужно развести, должны быть два разных игрока.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pairs to keep apart cannot all be kept apart in round {round}: there are too few tables or too few players sitting out. Keep fewer pairs apart, or add a table.</source>
        <translation>В туре {round} не получается развести все пары: слишком мало столов или запасных. Разведите меньше пар или добавьте стол.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tournament&apos;s id must be 32 hexadecimal digits.</source>
        <translation>Идентификатор турнира — это 32 шестнадцатеричные цифры.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament&apos;s name has 1 to {most} characters, on one line.</source>
        <translation>Название турнира — от 1 до {most} символов в одну строку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game type must be one of: {allowed}.</source>
        <translation>Тип игр должен быть одним из: {allowed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tie-break order must list different keys from: {allowed}.</source>
        <translation>Порядок дополнительных показателей должен состоять из разных ключей из списка: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no table {table} in round {round} of this tournament.</source>
        <translation>В туре {round} этого турнира нет стола {table}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a tournament: {reason}.</source>
        <translation>Файл не является турниром: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Mafia Desktop tournament.</source>
        <translation>Это не файл турнира Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file is of version {version}, which this version of the app cannot read.</source>
        <translation>Файл турнира версии {version}: эта версия приложения не умеет его читать.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be {expected}.</source>
        <translation>В файле турнира поле «{member}» должно быть таким: {expected}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file has a member this app does not know: “{member}”.</source>
        <translation>В файле турнира есть поле, которого приложение не знает: «{member}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be from {low} to {high}.</source>
        <translation>В файле турнира поле «{member}» должно быть от {low} до {high}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament&apos;s schedule is not right: round {round}, {reason}.</source>
        <translation>Ошибка в расписании турнира: тур {round}, {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the number of tables is not the tournament&apos;s</source>
        <extracomment>What :data:`CLUB_ERRORS`&apos; ``bad_schedule`` says is wrong (its ``reason``), by code.</extracomment>
        <translation>число столов не совпадает с турнирным</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a table has too many or too few players</source>
        <translation>за столом слишком много или слишком мало игроков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name is not among the players</source>
        <translation>указано имя, которого нет среди игроков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is seated twice, or both seated and sitting out</source>
        <translation>игрок посажен дважды или одновременно играет и пропускает тур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is neither seated nor sitting out</source>
        <translation>игрок не посажен за стол и не отмечен как пропускающий тур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair to keep apart sits at one table</source>
        <translation>пара, которую нужно развести, сидит за одним столом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number of rounds is not the tournament&apos;s</source>
        <translation>число туров не совпадает с турнирным</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/club/tournament.py" line="+97"/>
        <source>Points</source>
        <extracomment>The game types a tournament&apos;s games count as (the rating&apos;s step is per game type). The tie-break keys, in no order: key -&gt; (the result line&apos;s field, which way is better: 1 the more the better, -1 the fewer), and its label (context ``Club``).</extracomment>
        <translation>Баллы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>Баллы за лучший ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer fouls</source>
        <translation>Меньше фолов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
</context>
<context>
    <name>DarkPreview</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/print_dialog.py" line="+416"/>
        <source>Preview</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Page %1</source>
        <translation>Страница %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Принтер не запустился; ничего не напечатано.</translation>
    </message>
</context>
<context>
    <name>Duties</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-251"/>
        <source>You have no night power. Find the mafia by talking, watching and voting.</source>
        <translation>Ночью вы не действуете. Вычисляйте мафию: говорите, наблюдайте, голосуйте.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At night you and the other mafia choose whom to kill. By day, hide among the town.</source>
        <translation>Ночью вы вместе с остальной мафией выбираете, кого убить. Днём скрывайтесь среди мирных жителей.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You lead the mafia: you shoot with them, and each night you look for the {finds}.</source>
        <translation>Вы глава мафии: стреляете вместе с ней, а каждую ночь ищете, кто {finds}.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Each night you ask whether one player is mafia.</source>
        <translation>Каждую ночь вы проверяете одного игрока: мафия он или нет.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Each night you protect one player from the mafia.</source>
        <translation>Каждую ночь вы защищаете от мафии одного игрока.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You play alone. Each night you may kill one player; you win when one other player is left.</source>
        <translation>Вы играете сами за себя. Каждую ночь вы можете убить одного игрока; вы побеждаете, когда в игре остаётся ещё только один игрок.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Each night you spend the night with one player, never the same twice running: no one can kill them that night, and they may not vote the next day.</source>
        <translation>Каждую ночь вы проводите с одним игроком, но не с тем же две ночи подряд: этой ночью его никто не может убить, а на следующий день он не голосует.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you guard one player, never yourself: if they are attacked, you die in their place.</source>
        <translation>Каждую ночь вы охраняете одного игрока, но не себя: если на него нападут, вы погибнете вместо него.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No one can kill you at night. Only the day&apos;s vote or fouls can put you out.</source>
        <translation>Ночью вас никто не может убить. Вывести вас из игры могут только дневное голосование или фолы.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each night you block one player, never yourself: whatever they do that night does not count.</source>
        <translation>Каждую ночь вы блокируете одного игрока, но не себя: всё, что он сделает этой ночью, не засчитывается.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You play for the town. If the mafia shoot you, you do not die: you join them, and from the next night you shoot with them.</source>
        <translation>Вы играете за город. Если мафия выстрелит в вас, вы не погибнете, а перейдёте к ней и со следующей ночи будете стрелять вместе с мафией.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You play for yourself: if the day&apos;s vote puts you out, you alone win at once. Killed at night, you are simply out.</source>
        <translation>Вы играете сами за себя: если днём голосование выведет вас из игры, вы сразу побеждаете в одиночку. Убитые ночью, вы просто выбываете.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>You play for the town. Once, by day, you may show your card: from then your hand counts two in every vote.</source>
        <translation>Вы играете за город. Один раз днём вы можете показать свою карту: с этого момента ваш голос считается за два в каждом голосовании.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>You play for the town. When the vote or the night puts you out, you may take one living player with you, or spare everyone.</source>
        <translation>Вы играете за город. Когда голосование или ночь выводят вас из игры, вы можете забрать с собой одного живого игрока или пощадить всех.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you ask whether one player is mafia, or, once a game, you fire at one player instead.</source>
        <translation>Каждую ночь вы спрашиваете, мафия ли один из игроков, — или, один раз за игру, вместо этого стреляете в одного игрока.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Each night you name two other players and learn whether they play on one side (the town, the mafia, or a side of their own).</source>
        <translation>Каждую ночь вы называете двух других игроков и узнаёте, играют ли они на одной стороне (город, мафия или сам за себя).</translation>
    </message>
</context>
<context>
    <name>ExtraPoints</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/extra_points.py" line="+44"/>
        <source>Extra points</source>
        <translation>Дополнительные баллы</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The referee&apos;s extra points, plus or minus, are added to the player&apos;s points for this game.</source>
        <translation>Дополнительные баллы судьи, плюс или минус, прибавляются к баллам игрока за эту игру.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>What for (said aloud, written on the protocol)</source>
        <translation>За что (объявляется вслух, пишется в протокол)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
</context>
<context>
    <name>HoldRing</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="+201"/>
        <source>Hold to see (or hold Space)</source>
        <extracomment>words the bars&apos; light is measured on: the same for every role (the panel sets them)</extracomment>
        <translation>Удерживайте, чтобы увидеть (или зажмите пробел)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Release to hide</source>
        <translation>Отпустите, чтобы скрыть</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hold to see</source>
        <translation>Удерживайте, чтобы увидеть</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/home.py" line="+130"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The party game Mafia around one laptop: four rule sets, one table.</source>
        <translation>Игра «Мафия» для компании за одним ноутбуком: четыре варианта правил, один стол.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the game</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a game record…</source>
        <translation>Открыть запись игры…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print cards…</source>
        <translation>Печать карт…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series standings…</source>
        <translation>Таблица и рейтинг…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournaments…</source>
        <translation>Турниры…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The rule sets</source>
        <translation>Варианты правил</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 rules</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exactly %1 players</source>
        <translation>игроков: ровно %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to %2 players</source>
        <translation>игроков: от %1 до %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal for %1</source>
        <translation>Раздача (игроков: %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Победа</translation>
    </message>
</context>
<context>
    <name>HostDealScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/host_deal.py" line="+44"/>
        <source>Seats: tap the seat, then the card its player holds</source>
        <extracomment>every seat holds a card and the cards add up: player -&gt; role Back to set-up a card was entered or taken back (the host&apos;s taps, to be kept)</extracomment>
        <translation>Места: нажмите на место, затем на карту этого игрока</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who holds which card</source>
        <translation>У кого какая карта</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal the cards, then tap each seat and the card its player holds: the next seat is picked by itself. Only the host should see this screen.</source>
        <translation>Раздайте карты, затем нажимайте на каждое место и на карту его игрока: следующее место выбирается само. Этот экран должен видеть только ведущий.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take this seat&apos;s card off</source>
        <translation>Убрать карту с этого места</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Seat %1 — %2: which card?</source>
        <translation>Место %1 — %2: какая карта?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap a seat.</source>
        <translation>Нажмите на место.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2: %3 of %4</source>
        <translation>%1 — %2: %3 из %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every seat holds a card and the cards add up.</source>
        <translation>У каждого места есть карта, и все карты сходятся с раздачей.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card yet: %1.</source>
        <translation>Ещё без карты: %1.</translation>
    </message>
</context>
<context>
    <name>LogTail</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+43"/>
        <source>Public log</source>
        <translation>Журнал игры</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/main_window.py" line="+82"/>
        <location line="+258"/>
        <location line="+125"/>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="+344"/>
        <location line="+30"/>
        <location line="+32"/>
        <location filename="../../../mafia_desktop/ui/window/theme.py" line="+37"/>
        <source>Mafia Desktop</source>
        <extracomment>the saved games were read: &quot;Continue&quot; is offered, or not what the menu still does under a private surface, by mouse only (see window_menu)</extracomment>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location line="-264"/>
        <location line="+23"/>
        <source>Leave this game for a new one? It is kept: Continue the game brings it back.</source>
        <extracomment>asked before Ctrl+N leaves a game in progress (tests answer it instead)</extracomment>
        <translation>Оставить эту игру ради новой? Она сохранится: «Продолжить игру» вернёт к ней.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="-351"/>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+53"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a game record…</source>
        <translation>&amp;Открыть запись игры…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save a copy as…</source>
        <translation>&amp;Сохранить копию как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print cards and sheets…</source>
        <translation>&amp;Печать карт и листов…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series stan&amp;dings…</source>
        <translation>&amp;Таблица и рейтинг…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To&amp;urnaments…</source>
        <translation>Т&amp;урниры…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Referee&apos;s acts…</source>
        <translation>&amp;Решения судьи…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Во весь экран</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>На&amp;зад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P&amp;hones…</source>
        <translation>Теле&amp;фоны…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rules and roles…</source>
        <translation>&amp;Правила и роли…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;About Mafia Desktop</source>
        <translation>&amp;О программе Mafia Desktop</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/game_opener.py" line="+124"/>
        <source>%1 is a game already among the saved games, played further: it goes on in %2.</source>
        <extracomment>the game the record replays to (reading replayed it once: the table does not again) its file in the store, where the game goes on; None: a copy goes on in a new file what was done on the way (a broken file set aside, its previous copy used), as messages a deal of physical cards is complete: the new game&apos;s record (the window puts it on the table) Back on the referee&apos;s deal screen: to set-up again nothing is written: not the game, not a copy of the file opened (a screenshot)</extracomment>
        <translation>%1 — игра, которая уже есть среди сохранённых, но сыгранная дальше: она продолжается в %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is a game already among the saved games: it goes on in %2.</source>
        <translation>%1 — игра, которая уже есть среди сохранённых: она продолжается в %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is an earlier copy of a game among the saved games: it goes on in %2, where it had got to (undo goes back).</source>
        <translation>%1 — более ранняя копия игры из сохранённых: она продолжается в %2 с того места, где остановилась (отмена возвращает назад).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open a game record</source>
        <translation>Открыть запись игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Записи игр (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Opened %1. The game goes on in %2; the file you opened is left as it was.</source>
        <translation>Открыт файл %1. Игра продолжается в файле %2; открытый файл остаётся без изменений.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/main_window.py" line="+193"/>
        <location filename="../../../mafia_desktop/ui/window/theme.py" line="+6"/>
        <source>Continue the game</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="+197"/>
        <source>About Mafia Desktop</source>
        <translation>О программе Mafia Desktop</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/voice.py" line="+148"/>
        <source>Speech: starting…</source>
        <translation>Озвучивание: запуск…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no voice (captions only).</source>
        <translation>%1: голоса нет (только подписи).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2, voice %3.</source>
        <translation>%1: %2, голос %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice install Festival&apos;s: sudo apt install festival %1</source>
        <translation>Для более разборчивого голоса установите голос Festival: sudo apt install festival %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="+21"/>
        <source>Save a copy of the game</source>
        <translation>Сохранить копию игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (*.json)</source>
        <translation>Записи игр (*.json)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The last moves of this game are not saved: %1 If you go on, they are lost.</source>
        <translation>Последние ходы этой игры не сохранены: %1 Если продолжить, они пропадут.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try again</source>
        <translation>Попробовать ещё раз</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a copy elsewhere…</source>
        <translation>Сохранить копию в другом месте…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard them</source>
        <translation>Отказаться от них</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/main_window.py" line="+79"/>
        <source>The game is kept, just as it was: Continue the game takes you back to it.</source>
        <translation>Игра сохранена как есть: «Продолжить игру» вернёт вас к ней.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="+22"/>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>Игра «Мафия» за одним ноутбуком.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free software under the MIT licence.</source>
        <translation>Свободная программа, распространяется по лицензии MIT.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/game_opener.py" line="-12"/>
        <source>Cannot open %1: %2</source>
        <translation>Не удалось открыть %1: %2</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/tv.py" line="+57"/>
        <source>&amp;View</source>
        <extracomment>the user turned the public table on or off from the View menu (kept with the game)</extracomment>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the table on &amp;another screen</source>
        <translation>Показывать стол на &amp;другом экране</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The circle, the clock and the log, full screen on a TV or a projector</source>
        <translation>Круг, часы и журнал во весь экран на телевизоре или проекторе</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/home.py" line="+178"/>
        <source>Continue the game of %1 (%2)</source>
        <extracomment>the one signals object every scan reports through: made on the UI thread at the first search and never deleted, so a scan still reading when its window goes never emits on a dead object (Qt drops a queued report to a finder that is gone) a search ended: the newest unfinished game (a GameInfo), or None the one signals object every reading of past players reports through (see _SIGNALS)</extracomment>
        <translation>Продолжить игру от %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../../../mafia_desktop/narration/night_script.py" line="+169"/>
        <source>Seat {seat}, {name}.</source>
        <translation>Место {seat}, {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, keep your eyes shut: make your sign when I call your victim&apos;s seat.</source>
        <translation>{role}, не открывайте глаза: подайте знак, когда я назову место вашей жертвы.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{role}, open your eyes: tonight you may {choices}.</source>
        <translation>{role}, откройте глаза: этой ночью вы можете {choices}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone sleep: close your eyes, bow your head and be silent.</source>
        <translation>Все засыпают: закройте глаза, опустите голову и молчите.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and recognise each other.</source>
        <translation>{role}, поднимите голову и познакомьтесь друг с другом.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, sleep again.</source>
        <translation>{role}, снова засыпайте.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and meet the referee.</source>
        <translation>{role}, поднимите голову и познакомьтесь с ведущим.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <location line="+14"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>{role}, sleep.</source>
        <translation>{role}, засыпайте.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>{role}, keep your heads down and your eyes shut. I will read the names of the living: make your sign at your victim&apos;s name.</source>
        <translation>{role}, не поднимайте головы и не открывайте глаз. Я прочту имена живых: подайте знак, когда услышите имя своей жертвы.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{role}, look up and agree on your victim.</source>
        <translation>{role}, поднимите голову и договоритесь о жертве.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and check someone.</source>
        <translation>{role}, поднимите голову и проверьте кого-нибудь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone sleep.</source>
        <translation>Все засыпают.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and look for the {finds}.</source>
        <translation>{role}, поднимите голову и ищите, кто {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and protect someone.</source>
        <translation>{role}, поднимите голову и защитите кого-нибудь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose your victim.</source>
        <translation>{role}, поднимите голову и выберите жертву.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose whom to spend the night with.</source>
        <translation>{role}, поднимите голову и выберите, с кем провести ночь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and guard someone.</source>
        <translation>{role}, поднимите голову и охраняйте кого-нибудь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The night is over: everyone, open your eyes and raise your head.</source>
        <translation>Ночь окончена: все открывают глаза и поднимают голову.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia have killed {name}.</source>
        <translation>Жертва мафии: {name}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one.</source>
        <translation>Мафия никого не убила.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one: the {role} saved the victim.</source>
        <translation>Мафия никого не убила: {role} спас жертву.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone shut your eyes now.</source>
        <translation>Все закрывают глаза.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and look at each other.</source>
        <translation>Открывает глаза только {role}. Посмотрите друг на друга.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-238"/>
        <source>{role}, wake up. Whom do you block tonight?</source>
        <translation>{role}, просыпайтесь. Кого вы блокируете этой ночью?</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+173"/>
        <location line="+52"/>
        <location filename="../../../mafia_desktop/narration/night_script.py" line="+1"/>
        <location line="+4"/>
        <location line="+10"/>
        <location line="+8"/>
        <location line="+4"/>
        <location line="+7"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>{role}, close your eyes.</source>
        <translation>{role}, закройте глаза.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{role}, wake up. Whom do you fire at?</source>
        <translation>{role}, просыпайтесь. В кого вы стреляете?</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>{role}, wake up. Which two players do you compare?</source>
        <translation>{role}, просыпайтесь. Каких двух игроков вы сравниваете?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/narration/night_script.py" line="-42"/>
        <source>{role} only open your eyes and meet the leader.</source>
        <translation>Открывает глаза только {role}. Познакомьтесь с ведущим.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+5"/>
        <location line="+6"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>{role} only open your eyes.</source>
        <translation>Открывает глаза только {role}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone open your eyes.</source>
        <translation>Все открывают глаза.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, you have been killed.</source>
        <translation>{name}, вы убиты.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No-one was killed.</source>
        <translation>Никто не убит.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No-one was killed, the {role} was successful.</source>
        <translation>Никто не убит: {role} справился.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Night falls.</source>
        <translation>Наступает ночь.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>{role} wakes up.</source>
        <translation>Просыпается {role}.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>{role} goes to sleep.</source>
        <translation>{role} засыпает.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention, {role}! {role} walks past the players...</source>
        <translation>Внимание, {role}! {role} проходит мимо игроков...</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <location line="+8"/>
        <location line="+6"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+8"/>
        <location line="+4"/>
        <location line="+20"/>
        <source>Thank you, {role}! {role} goes to sleep.</source>
        <translation>Спасибо, {role}! {role} засыпает.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Seat {seat_word}.</source>
        <translation>{seat_word}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>{role} wakes up, {role} chooses a victim.</source>
        <translation>Просыпается {role}, {role} выбирает жертву.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>{role} wakes up, {role} looks for the Mafia.</source>
        <translation>Просыпается {role}, {role} ищет Мафию.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} looks for: {finds}.</source>
        <translation>Просыпается {role}, {role} ищет, кто {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} chooses whom to protect.</source>
        <translation>Просыпается {role}, {role} выбирает, кого защитить.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} chooses whom to spend the night with.</source>
        <translation>Просыпается {role}, {role} выбирает, с кем провести ночь.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role} wakes up, {role} chooses whom to guard.</source>
        <translation>Просыпается {role}, {role} выбирает, кого охранять.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morning comes!</source>
        <translation>Наступает утро!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This morning is not a good one: player number {seat} leaves us.</source>
        <translation>Утро недоброе: нас покидает игрок номер {seat}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This morning is a good one.</source>
        <translation>Утро доброе.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This morning is a good one: the {role} saved the player.</source>
        <translation>Утро доброе: {role} спас игрока.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card of player number {seat}: {role}.</source>
        <translation>Карта игрока номер {seat}: {role}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} looks for the Sheriff.</source>
        <translation>Просыпается {role}, {role} ищет Шерифа.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Night falls. Everyone, close your eyes.</source>
        <translation>Наступает ночь. Все закрывают глаза.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, wake up and look at each other. No one is killed tonight.</source>
        <translation>{role}, просыпайтесь и посмотрите друг на друга. Этой ночью никто не погибнет.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role}, wake up and meet the host.</source>
        <translation>{role}, просыпайтесь и познакомьтесь с ведущим.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+19"/>
        <source>{role}, wake up and choose your victim.</source>
        <translation>{role}, просыпайтесь и выберите жертву.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>{role}, wake up and ask about one player.</source>
        <translation>{role}, просыпайтесь и проверьте одного игрока.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{role}, wake up and choose whom to spend the night with.</source>
        <translation>{role}, просыпайтесь и выберите, с кем провести ночь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to guard.</source>
        <translation>{role}, просыпайтесь и выберите, кого охранять.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone, wake up.</source>
        <translation>Все просыпаются.</translation>
    </message>
    <message>
        <location line="-340"/>
        <location line="+344"/>
        <source>{name} was killed in the night.</source>
        <translation>Этой ночью убит игрок {name}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No one was killed in the night.</source>
        <translation>Этой ночью никто не убит.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No one was killed in the night: the {role} saved the victim.</source>
        <translation>Этой ночью никто не убит: {role} спас жертву.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, turn your card face up: {role}.</source>
        <translation>{name}, откройте свою карту: {role}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>player {seat}</source>
        <translation>номер {seat}</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>{role}, wake up and look for the {finds}.</source>
        <translation>{role}, просыпайтесь и ищите, кто {finds}.</translation>
    </message>
    <message>
        <location line="-325"/>
        <source>Night falls. Whoever does not hold the laptop, look away from it.</source>
        <translation>Наступает ночь. Кто не держит ноутбук, не смотрите на него.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role}, close your eyes again: one step back.</source>
        <translation>{role}, снова закройте глаза: возвращаемся на шаг назад.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} spent the night with the {role} and may not vote today.</source>
        <translation>Игрок {name} провёл ночь с ролью «{role}» и сегодня не голосует.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, a third foul: you lose your next speech.</source>
        <translation>{name}, третий фол: вы лишаетесь следующей речи.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, a third foul: you lose today&apos;s speech.</source>
        <translation>{name}, третий фол: вы лишаетесь сегодняшней речи.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, a fourth foul: you leave the game, without last words.</source>
        <translation>{name}, четвёртый фол: вы покидаете игру без последнего слова.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has three fouls and loses this speech.</source>
        <translation>{name}: три фола, эта речь пропускается.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, a third foul: your next speech is half its time.</source>
        <translation>{name}, третий фол: ближайшая речь вдвое короче.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has three fouls: this speech is half its time.</source>
        <translation>{name}: три фола, эта речь вдвое короче.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, your best move: name the three players you think are mafia.</source>
        <translation>{name}, ваш лучший ход: назовите трёх игроков, которых вы считаете мафией.</translation>
    </message>
    <message>
        <location line="+298"/>
        <source>{role}, wake up and choose whom to protect.</source>
        <translation>{role}, просыпайтесь и выберите, кого спасти.</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+7"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>{role}, go to sleep.</source>
        <translation>{role}, засыпайте.</translation>
    </message>
    <message>
        <location line="-301"/>
        <source>{name}&apos;s card: {role}.</source>
        <translation>{name}. Карта: {role}.</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Pass the laptop round the circle, one by one.</source>
        <extracomment>the victim where the kill may not be the mafia&apos;s (a lone killer, a guard dealt), if the script&apos;s own ``victim`` names the mafia as the killers</extracomment>
        <translation>Передавайте ноутбук по кругу, каждому по очереди.</translation>
    </message>
</context>
<context>
    <name>NetworkChoice</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/network_choice.py" line="+54"/>
        <source>Wi-Fi first</source>
        <extracomment>where the interfaces come from (tests offer the loopback one)</extracomment>
        <translation>Сначала Wi-Fi</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/tournament_screen.py" line="+248"/>
        <source>New tournament</source>
        <extracomment>the one signals object every thread reports through: made on the UI thread at first use and never deleted, so a thread still working when its screen closes never emits on a dead object seated and saved (or refused): :attr:`tournament` or the problem shown</extracomment>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds</source>
        <translation>Туры</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game type</source>
        <translation>Тип игр</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>One name a line</source>
        <translation>По одному имени в строке</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players, one a line</source>
        <translation>Игроки, по одному в строке</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add the ticked players</source>
        <translation>Добавить отмеченных</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players of past games</source>
        <translation>Игроки прошлых игр</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First of the pair</source>
        <translation>Первое имя пары</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second of the pair</source>
        <translation>Второе имя пары</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep apart</source>
        <translation>Не сажать вместе</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the pair</source>
        <translation>Убрать пару</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs to keep apart</source>
        <translation>Пары, которых нельзя сажать за один стол</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie-break order (first decides first)</source>
        <translation>Порядок ранжирования (сначала верхний показатель)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Create and seat</source>
        <translation>Создать и рассадить</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Players: %1</source>
        <translation>Игроков: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Seating the players…</source>
        <translation>Рассаживаем игроков…</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-154"/>
        <source>Fewest players</source>
        <translation>Минимум игроков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most players</source>
        <translation>Максимум игроков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia know each other</source>
        <translation>Мафия знакома друг с другом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the meeting night, the town&apos;s checkers meet the host</source>
        <translation>В ночь знакомства проверяющие роли города встречаются с ведущим</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game opens with</source>
        <translation>Игра начинается с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the day votes</source>
        <translation>Дневное голосование</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An accusation needs a second</source>
        <translation>Обвинение нужно поддержать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two votes: charge, then execute</source>
        <translation>Два голосования: предъявить обвинение, затем казнить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suspect votes on their own trial</source>
        <translation>Обвиняемый голосует по своему делу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The acquitted are safe until tomorrow</source>
        <translation>Оправданного нельзя снова обвинить до завтра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A day may end without a death</source>
        <translation>День может закончиться без выбывания</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time runs out, fate picks who dies</source>
        <translation>Если время вышло, жребий решает, кто погибнет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only nominees are voted on</source>
        <translation>Голосуют только за выставленные кандидатуры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader faces a revote</source>
        <translation>За лидера голосования голосуют повторно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie</source>
        <translation>Равенство голосов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech order</source>
        <translation>Порядок выступлений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night kill</source>
        <translation>Ночное убийство</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia may skip the kill</source>
        <translation>Мафия может не стрелять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect themself</source>
        <translation>Доктор может лечить себя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect the same player two nights running</source>
        <translation>Доктор может лечить одного игрока две ночи подряд</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The morning says when the doctor saved the victim</source>
        <translation>Утром объявляют, что доктор спас жертву</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards turned up at death</source>
        <translation>Карта выбывшего открывается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia win when they</source>
        <translation>Мафия побеждает, когда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech</source>
        <translation>Выступление</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (day)</source>
        <translation>Последнее слово (днём)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (night victim)</source>
        <translation>Последнее слово (убитого ночью)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>Оправдательная речь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>Обсуждение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day time limit</source>
        <translation>Лимит времени на день</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning before the day ends</source>
        <translation>Предупреждение перед концом дня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls, the best move and points</source>
        <translation>Фолы, лучший ход и баллы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One nominee on the first day</source>
        <translation>Одна кандидатура в первый день</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A third foul costs</source>
        <translation>Третий фол лишает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Technical fouls that remove a player</source>
        <translation>Технических фолов до удаления</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The points of a game: the federation&apos;s current ones, or an older version (three mafia in the best move earn 0.5; the oldest also takes 0.7 for any removal).</source>
        <translation>Баллы за игру: нынешние баллы федерации или прежняя версия (три мафиози в лучшем ходе дают 0,5; в самой старой ещё −0,7 за любое удаление).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The federation&apos;s rule: with one nominee on the first day, no vote is held.</source>
        <translation>Правило федерации: если в первый день выставлена одна кандидатура, голосования нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The federation&apos;s rule: 30 seconds instead of 60 (half of the speech&apos;s time).</source>
        <translation>Правило федерации: 30 секунд вместо 60 (половина времени речи).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>0: none are given. The federation&apos;s rule: 2. The referee gives them as a foul.</source>
        <translation>0 — технические фолы не даются. По правилам федерации — 2. Судья даёт их как обычный фол.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Federation, current</source>
        <translation>Федерация, нынешние</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: best move 0.5</source>
        <translation>Федерация, прежние: лучший ход 0,5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: removal −0.7</source>
        <translation>Федерация, прежние: удаление −0,7</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a meeting night</source>
        <translation>ночи знакомства</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day of talk, no vote</source>
        <translation>дня обсуждения без голосования</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a night with a kill</source>
        <translation>ночи с убийством</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day with a vote</source>
        <translation>дня с голосованием</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accusations and trials</source>
        <translation>обвинения и суд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a tally of raised hands</source>
        <translation>подсчёт поднятых рук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a revote, then nobody goes</source>
        <translation>переголосование, затем никто не выбывает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>car crash</source>
        <translation>автокатастрофа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody goes</source>
        <translation>никто не выбывает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>day k opens with seat k</source>
        <translation>каждый день со следующего места</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than half of the mafia agree</source>
        <translation>согласны больше половины мафии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all the mafia agree</source>
        <translation>согласна вся мафия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one team choice</source>
        <translation>одно общее решение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when voted out</source>
        <translation>при выбывании по голосованию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equal the rest</source>
        <translation>её столько же, сколько остальных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next speech</source>
        <translation>ближайшей речи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half of the next speech</source>
        <translation>половины ближайшей речи</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free discussion, no set order</source>
        <translation>свободное обсуждение, без очерёдности</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outnumber the rest</source>
        <translation>её больше, чем остальных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is voted on, as any day</source>
        <translation>голосуется, как в любой день</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no vote: the day ends</source>
        <translation>без голосования: день заканчивается</translation>
    </message>
</context>
<context>
    <name>PairingCode</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/qr_view.py" line="+39"/>
        <source>QR code to pair your phone</source>
        <extracomment>The most device pixels a module is drawn (a code of 49 modules: 392 px). Room kept round the code and its line, in pixels.</extracomment>
        <translation>QR-код, чтобы подключить свой телефон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan to take your turns on your phone</source>
        <translation>Отсканируйте, чтобы ходить со своего телефона</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones.py" line="+142"/>
        <source>The phones&apos; server cannot listen on %1: %2. Pick another network in the settings.</source>
        <extracomment>The page&apos;s files, served as they are (the same bytes for every token). a flow message for the screen to send (a phone joined) the phones&apos; state changed (joined, connected, dropped): the host&apos;s list shows it again the pairings by player name, and their tokens back to names the serial from which each seat&apos;s screen shows what it shows now (but the held words): an act on any screen since then is an act on this one each seat&apos;s running turn, and the serial from which its screens show it: a hold on any of them is a hold of this turn the pairings&apos; writes off the UI thread (one at a time, in order) why the phones cannot be used, in words (None: they can) the port this game&apos;s server listens on, or listened on last (kept with the pairings)</extracomment>
        <translation>Сервер для телефонов не может работать на %1: %2. Выберите другую сеть в настройках.</translation>
    </message>
    <message>
        <location line="+207"/>
        <source>%1 · seat %2</source>
        <translation>%1 · место %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your card</source>
        <translation>Удерживайте, чтобы увидеть свою карту</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hold to see your answer</source>
        <translation>Удерживайте, чтобы увидеть ответ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your question (%1 of %2)</source>
        <translation>Удерживайте, чтобы увидеть вопрос (%1 из %2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tonight your turn is on the laptop.</source>
        <translation>Этой ночью ваш ход — на ноутбуке.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn is over. The night waits for the others.</source>
        <translation>Ваш ход окончен. Ночь ждёт остальных.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: everyone plays theirs at once.</source>
        <translation>Ваш ход: все ходят одновременно.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is in the middle of the table.</source>
        <translation>Ноутбук лежит в центре стола.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>С ноутбуком: %1 (место %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is on the table.</source>
        <translation>Ноутбук на столе.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Out: %1</source>
        <translation>Выбыли: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Connecting to the laptop…</source>
        <translation>Подключение к ноутбуку…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No connection to the laptop: trying again…</source>
        <translation>Нет связи с ноутбуком: пробуем снова…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This phone is no longer paired. Scan your code on the laptop again.</source>
        <translation>Этот телефон больше не подключён. Отсканируйте свой код на ноутбуке ещё раз.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden. Hold again to see it.</source>
        <translation>Скрыто. Удерживайте снова, чтобы увидеть.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones_dialog.py" line="+56"/>
        <location line="+219"/>
        <source>Phones</source>
        <translation>Телефоны</translation>
    </message>
    <message>
        <location line="-208"/>
        <source>Each player pairs their phone by the QR code beside their card at the deal. A player taken back plays on the laptop, and that phone is no longer paired: to play on a phone again, they see their card again by day and scan the new code.</source>
        <extracomment>asks the host first (Yes: True); tests answer here</extracomment>
        <translation>Каждый игрок подключает свой телефон по QR-коду рядом со своей картой при раздаче. Кого вернули на ноутбук, тот ходит на ноутбуке, а его телефон отключается: чтобы снова ходить с телефона, нужно днём ещё раз посмотреть свою карту и отсканировать новый код.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Joined, connected</source>
        <translation>Подключён, на связи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joined, connection lost</source>
        <translation>Подключён, связь потеряна</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>To the laptop</source>
        <translation>На ноутбук</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Use this network</source>
        <extracomment>each seat&apos;s row: its player&apos;s name to its phone&apos;s state and the button</extracomment>
        <translation>Перейти на эту сеть</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phones and the laptop must be on one network: the room&apos;s Wi-Fi or the laptop&apos;s hotspot (not a guest network, which keeps devices apart). After a change of network every phone scans its code again.</source>
        <translation>Телефоны и ноутбук должны быть в одной сети: Wi-Fi в зале или точка доступа ноутбука (не гостевая сеть — она разделяет устройства). После смены сети каждый телефон заново сканирует свой код.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Not joined</source>
        <translation>Не подключён</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The phones reach the laptop at %1.</source>
        <translation>Телефоны подключаются к ноутбуку по адресу %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phones cannot reach the laptop now.</source>
        <translation>Сейчас телефоны не могут подключиться к ноутбуку.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Take back to the laptop: %1 (seat %2)</source>
        <translation>Вернуть на ноутбук: %1 (место %2)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Take back to the laptop: %1 (seat %2)? From now on this seat&apos;s turns are on the laptop; a turn of tonight goes on there from where it stood.</source>
        <translation>Вернуть на ноутбук: %1 (место %2)? С этого момента ходы этого места — на ноутбуке; начатый этой ночью ход продолжится там же, где остановился.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move the phones to %1? Every phone that joined must scan its code again.</source>
        <translation>Перевести телефоны на %1? Каждый подключённый телефон должен заново отсканировать свой код.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/phrases.py" line="-882"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n голос</numerusform>
            <numerusform>%n голоса</numerusform>
            <numerusform>%n голосов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n of {voters} votes needed</source>
        <translation>
            <numerusform>нужен %n голос из {voters}</numerusform>
            <numerusform>нужно %n голоса из {voters}</numerusform>
            <numerusform>нужно %n голосов из {voters}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Count: %n yes</source>
        <translation>
            <numerusform>Подсчёт: %n голос «за»</numerusform>
            <numerusform>Подсчёт: %n голоса «за»</numerusform>
            <numerusform>Подсчёт: %n голосов «за»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the vote with %n hand(s)</source>
        <translation>
            <numerusform>голосование: %n голос</numerusform>
            <numerusform>голосование: %n голоса</numerusform>
            <numerusform>голосование: %n голосов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location line="+1248"/>
        <source>Role cards: {preset}, {players} players</source>
        <translation>Карты ролей: {preset}, игроков: {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backs: print on the reverse (flip on the long edge)</source>
        <translation>Рубашки: печатать на обороте (переворот по длинной стороне)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut along the marks. Every back is the same.</source>
        <translation>Разрежьте по меткам. Все рубашки одинаковы.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck for {preset}, {players} players</source>
        <translation>Колода: {preset}, игроков: {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take these cards from a standard deck, shuffle, and deal one to each player:</source>
        <translation>Возьмите из обычной колоды эти карты, перемешайте и раздайте по одной:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} × {card} — {role}</source>
        <translation>{count} × {card} — {role}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} cards in all.</source>
        <translation>Всего карт: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold-over cards: {preset}</source>
        <translation>Карты со сгибом: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold the flap over the role first, then fold on the middle line. Your name stays outside.</source>
        <translation>Загните клапан на роль, затем сложите по средней линии. Имя остаётся снаружи.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}</source>
        <translation>место {seat}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fold this flap over first</source>
        <translation>сначала загните этот клапан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are:</source>
        <translation>Ваша роль:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet: {preset}</source>
        <translation>Лист ведущего: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night {n}</source>
        <translation>Ночь {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>День {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checked</source>
        <translation>проверен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>Выбыл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other mafia: {names}.</source>
        <translation>Остальная мафия: {names}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nominated</source>
        <translation>Выставлен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes</source>
        <translation>Голоса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed at night</source>
        <translation>Убит ночью</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks</source>
        <translation>Проверки</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+47"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You are the only mafioso.</source>
        <translation>Вы единственный мафиози.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A printer that prints one side only: print the odd pages (the fronts), put the card sheets back in the tray turned over on their long edge, then print the even pages (the backs).</source>
        <translation>Если принтер печатает только с одной стороны: напечатайте нечётные страницы (лицевые), положите листы с картами обратно в лоток, перевернув их по длинной стороне, затем напечатайте чётные страницы (рубашки).</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Game protocol</source>
        <translation>Протокол игры</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game log: {preset}</source>
        <translation>Ход игры: {preset}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Print the cards on card stock (200–250 g/m²), or at least on thick paper (160 g/m²), and keep them in opaque sleeves.</source>
        <translation>Печатайте карты на картоне (200–250 г/м²) или хотя бы на плотной бумаге (160 г/м²) и храните их в непрозрачных протекторах.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the fold-over cards on one side of thick paper (120–160 g/m²): it folds cleanly and nothing shows through the fold. Heavier card stock cracks on the fold unless it is scored first.</source>
        <translation>Печатайте карты со сгибом на одной стороне плотной бумаги (120–160 г/м²): она ровно сгибается, и сквозь сгиб ничего не видно. Картон плотнее трескается на сгибе, если заранее не продавить линию сгиба.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No playing card: write “{role}” on a blank card</source>
        <translation>Нет игральной карты: напишите «{role}» на пустой карте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No playing card: write “{role}” on {count} blank cards</source>
        <translation>Нет игральной карты: напишите «{role}» на {count} пустых картах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards “from the other deck” come from a second standard deck with a different back. So that the backs give no role away, put every card of the deal in the same opaque sleeves.</source>
        <translation>Карты «из другой колоды» берутся из второй стандартной колоды с другой рубашкой. Чтобы рубашки не выдали роли, вложите все карты раздачи в одинаковые непрозрачные протекторы.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A role with no playing card: write its name on a blank card with the same back as the other cards (a spare blank card of the deck, or a card of that back with a label over its face).</source>
        <translation>Роль без игральной карты: напишите её название на пустой карте с той же рубашкой, что у остальных карт (запасная пустая карта колоды или карта с такой рубашкой и заклеенной лицевой стороной).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club or table</source>
        <translation>Клуб или стол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-1"/>
        <source>Referee</source>
        <translation>Судья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>Серия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nights</source>
        <translation>Ночи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes of each day</source>
        <translation>Голосования по дням</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+4"/>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s extra points</source>
        <translation>Дополнительные баллы судьи</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+72"/>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <location line="-71"/>
        <location line="+65"/>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Win</source>
        <translation>Победа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra</source>
        <translation>Доп.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted out</source>
        <translation>Заголосован</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>Отстрелян</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed</source>
        <translation>Убит</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (fouls)</source>
        <translation>Удалён (фолы)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (technical fouls)</source>
        <translation>Удалён (техн. фолы)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed by the referee</source>
        <translation>Удалён судьёй</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gave up</source>
        <translation>Сдача игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order (zero night)</source>
        <translation>Порядок отстрела Дона (нулевая ночь)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed: {reason}</source>
        <translation>Удаление: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{how}, {when}</source>
        <translation>{how}, {when}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot at</source>
        <translation>Выстрел</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit</source>
        <translation>Попадание</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved</source>
        <translation>Спасён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed</source>
        <translation>Промах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}: {count}</source>
        <translation>место {seat}: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All leave (seats {seats})? {yes} for, {needed} needed</source>
        <translation>Все уходят (места {seats})? За: {yes}, нужно {needed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{motion}: {yes} for, {needed} needed</source>
        <translation>{motion}: за {yes}, нужно {needed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by</source>
        <translation>Сделал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named</source>
        <translation>Назвал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>Мафии названо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls: ✓ for each foul given; the third costs the player&apos;s next speech, the fourth removes them.</source>
        <translation>Фолы: ✓ за каждый фол; третий лишает игрока следующей речи, четвёртый удаляет его.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shot at: the seat the mafia shot, or each seat shot at where they did not agree.</source>
        <translation>Выстрел: место, в которое стреляла мафия, или каждое место, если мафия не договорилась.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Votes: the votes each seat got, one line for each vote of the day, in order.</source>
        <translation>Голосования: сколько голосов получило каждое место, по строке на каждое голосование дня, по порядку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checks: the seat checked, + found, − not.</source>
        <translation>Проверки: проверенное место, + нашёл, − нет.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Standings: {series}</source>
        <translation>Турнирная таблица: {series}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings: all games</source>
        <translation>Турнирная таблица: все игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; from {first} to {last}</source>
        <translation>Игр: {games}; с {first} по {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; {date}</source>
        <translation>Игр: {games}; {date}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>По ролям</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>Лучшие ходы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The mafia shot at {target}</source>
        <translation>Выстрел мафии: {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia did not agree: {shots}</source>
        <translation>Мафия не договорилась: {shots}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} at {target}</source>
        <translation>{by} → {target}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-2"/>
        <source>The town won</source>
        <translation>Победа мирных</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+1"/>
        <source>The mafia won</source>
        <translation>Победа мафии</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-162"/>
        <source>Seed {seed}</source>
        <translation>Зерно {seed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline</source>
        <translation>Хронология</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {page} of {pages}</source>
        <translation>Страница {page} из {pages}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{preset} rules</source>
        <translation>Правила: {preset}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other mafia: seats {seats}.</source>
        <translation>Остальная мафия: места {seats}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{count} × {card}</source>
        <translation>{count} × {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cards} — {role}</source>
        <translation>{cards} — {role}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take these cards from {decks} standard decks with the same back (different backs would give roles away), shuffle, and deal one to each player:</source>
        <translation>Возьмите эти карты из {decks} стандартных колод с одинаковой рубашкой (по разным рубашкам можно узнать роли), перемешайте и раздайте по одной:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nominates</source>
        <translation>Выставил</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted for</source>
        <translation>Голосовал за</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominates: the seat this player nominated. Voted for: the seat this player voted for in each vote of the day, in order (a revote after a tie comes second); + or − for or against all the tied players leaving; · no vote. Checks: the seat checked, + found, − not.</source>
        <translation>Выставил: номер игрока, которого он выставил. Голосовал за: номер, за который игрок голосовал в каждом голосовании дня, по порядку (переголосование при равенстве голосов — вторым); + или − — за или против того, чтобы все игроки с равным числом голосов покинули игру; · — не голосовал. Проверки: номер проверенного, + — нашёл, − — нет.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-356"/>
        <source>The Maniac won</source>
        <translation>Победа Маньяка</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>The Jester won</source>
        <translation>Победил Шут</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-1"/>
        <source>The {role} won</source>
        <translation>Победа: {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-12"/>
        <source>Schedule: {name}</source>
        <translation>Расписание: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players: {players}; tables: {tables}; rounds: {rounds}</source>
        <translation>Игроков: {players}; столов: {tables}; туров: {rounds}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}</source>
        <translation>Тур {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · Table {table}</source>
        <translation>Тур {round} · Стол {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitting out</source>
        <translation>Пропускают тур</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Referee&apos;s signature</source>
        <translation>Подпись судьи</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/print_dialog.py" line="-352"/>
        <location line="+51"/>
        <location line="+169"/>
        <source>Print</source>
        <extracomment>a PDF was written (or not): (path, problem)</extracomment>
        <translation>Печать</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Role cards and the deck recipe</source>
        <extracomment>asks before a document that shows every role (tests answer it)</extracomment>
        <translation>Карты ролей и состав колоды</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fold-over cards for the players</source>
        <translation>Карты со сгибом для игроков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet</source>
        <translation>Лист ведущего</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>Протокол игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Игроков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>Бумага</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Preview and print…</source>
        <translation>Просмотр и печать…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as PDF…</source>
        <translation>Сохранить в PDF…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>One card per player: the name and seat outside, the role inside under a flap. Printed on one side, folded twice.</source>
        <translation>По карте на игрока: снаружи имя и место, внутри под клапаном роль. Печатаются на одной стороне и складываются дважды.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every seat with its role and a box for each night and day to write in during the game, and room for notes.</source>
        <translation>Все места с ролями и клеткой на каждую ночь и каждый день, чтобы записывать по ходу игры, и место для заметок.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The protocol a club keeps: the header (date, club, game, referee), how each player left, the nights&apos; shots and checks, every vote, and the fouls, the best move and the points where the rules keep score; filled in as far as the game has gone.</source>
        <translation>Протокол, который ведут в клубе: шапка (дата, клуб, номер игры, судья), кто и как выбыл, ночные выстрелы и проверки, все голосования, а где ведётся счёт — фолы, лучший ход и баллы; всё уже сыгранное заполнено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card dealt, then everything that happened, night by night and day by day.</source>
        <translation>Все розданные карты, а затем всё, что происходило, ночь за ночью и день за днём.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>These cards show every player&apos;s role inside the fold. Open them only where no player can see the screen or the page. Go on?</source>
        <translation>Внутри этих карт, под сгибом, видны роли всех игроков. Открывайте их только там, где ни один игрок не увидит ни экран, ни лист. Продолжить?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This document shows every player&apos;s role. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>В этом документе видны роли всех игроков. Открывайте его только там, где ни один игрок не увидит ни экран, ни лист. Продолжить?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This document shows every player&apos;s role and every night choice. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>В этом документе видны роли всех игроков и все ночные ходы. Открывайте его только там, где ни один игрок не увидит ни экран, ни лист. Продолжить?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Принтер не запустился; ничего не напечатано.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save as PDF</source>
        <extracomment>the file each document is offered as, named as the document is</extracomment>
        <translation>Сохранить в PDF</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a device, not a file</source>
        <translation>это устройство, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>это канал (FIFO), а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>это сокет, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder does not exist</source>
        <translation>такой папки нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no permission to write there</source>
        <translation>нет прав на запись в эту папку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save %1: %2; nothing was written.</source>
        <translation>Не удалось сохранить %1: %2; ничего не записано.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
</context>
<context>
    <name>PrivatePanel</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/panel.py" line="+80"/>
        <source>Seats: tap or type a number to pick</source>
        <extracomment>the narrator (laptop in the middle): a role&apos;s step keeps its whole time while the narrator still calls it (anything with ``busy``; None: no voice to wait for) a deal in a game with phones: the pairing link of a player, whose QR code shows over the small circle while they hold (None: no code; see :meth:`set_pairing`)</extracomment>
        <translation>Места: нажмите на место или введите его номер</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only you should see this screen. Hold the circle below (or Space) to see your words.</source>
        <translation>Этот экран должны видеть только вы. Удерживайте круг ниже (или пробел), чтобы увидеть свой текст.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="-168"/>
        <source>Your words (hold to see)</source>
        <extracomment>the light of the held words&apos; ceiling (see HeldWords), a share of the way from the ground to the ink: three times the least that evens the block&apos;s top edge in every language and preset (0.04, by tests/ui/test_glance.py), and faint beside the words&apos; own light (the middle rows of a line of words reach 0.45): the tall letters&apos; tops stand out of it as clearly as ever</extracomment>
        <translation>Ваш текст (удерживайте, чтобы увидеть)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/panel.py" line="+96"/>
        <source>Nothing secret is on this screen now.</source>
        <translation>Сейчас на этом экране нет ничего секретного.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Release to hide.</source>
        <translation>Отпустите, чтобы скрыть.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a straight face.</source>
        <translation>Сохраняйте невозмутимый вид.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody else should see this.</source>
        <translation>Больше никто не должен этого видеть.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then pass the laptop on.</source>
        <translation>Потом передайте ноутбук дальше.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Then close your eyes again.</source>
        <translation>Потом снова закройте глаза.</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+148"/>
        <source>Next role in %1 s</source>
        <translation>Следующая роль через %1 с</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+150"/>
        <source>Time is nearly up: %1 s. Confirm now, or press More time.</source>
        <translation>Время почти вышло: %1 с. Подтвердите сейчас или нажмите «Ещё время».</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+165"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location line="-164"/>
        <location line="+199"/>
        <source>Hold the circle first</source>
        <translation>Сначала удерживайте круг</translation>
    </message>
    <message>
        <location line="-199"/>
        <location line="+201"/>
        <source>Wait %1 s</source>
        <translation>Подождите %1 с</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/card_art.py" line="+62"/>
        <source>Your card (hold to see)</source>
        <translation>Ваша карта (удерживайте, чтобы увидеть)</translation>
    </message>
</context>
<context>
    <name>PublicTable</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+165"/>
        <source>Mafia Desktop — table</source>
        <extracomment>closed by hand (the window manager&apos;s Close), not by its manager</extracomment>
        <translation>Mafia Desktop — стол</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Where the laptop is</source>
        <translation>Где ноутбук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timer</source>
        <translation>Таймер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>До конца дня осталось</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands up</source>
        <translation>Поднятые руки</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Narrator&apos;s caption</source>
        <translation>Подпись судьи</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Hands up for %1: %2 of %3</source>
        <translation>%1 — поднято рук: %2 из %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands up: %1 of %2</source>
        <translation>Поднято рук: %1 из %2</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>The laptop is in the middle: everyone&apos;s eyes are closed.</source>
        <translation>Ноутбук в центре стола: у всех закрыты глаза.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop goes back to the table.</source>
        <translation>Ноутбук возвращается на стол.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is with %1.</source>
        <translation>С ноутбуком: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>С ноутбуком: %1 (место %2).</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/rating_chart.py" line="+47"/>
        <source>Rating over time</source>
        <translation>Рейтинг по играм</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No rated game yet.</source>
        <translation>Рейтинговых игр пока нет.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: red rating %2 after %n game(s) for the town</source>
        <translation>
            <numerusform>%1: красный рейтинг %2 после %n игры за мирных</numerusform>
            <numerusform>%1: красный рейтинг %2 после %n игр за мирных</numerusform>
            <numerusform>%1: красный рейтинг %2 после %n игр за мирных</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black rating %1 after %n game(s) for the mafia</source>
        <translation>
            <numerusform>чёрный рейтинг %1 после %n игры за мафию</numerusform>
            <numerusform>чёрный рейтинг %1 после %n игр за мафию</numerusform>
            <numerusform>чёрный рейтинг %1 после %n игр за мафию</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Red (for the town)</source>
        <translation>Красный (за мирных)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black (for the mafia)</source>
        <translation>Чёрный (за мафию)</translation>
    </message>
</context>
<context>
    <name>RefereeActs</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_acts.py" line="+36"/>
        <source>Technical foul</source>
        <translation>Технический фол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove from the game</source>
        <translation>Удалить из игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrender</source>
        <translation>Сдача игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order</source>
        <translation>Порядок отстрела Дона</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Referee</source>
        <translation>Судья</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee&apos;s acts beside the game: each goes in the record, and Undo takes it back.</source>
        <translation>Решения судьи вне хода игры: каждое попадает в запись, «Отменить ход» убирает его.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Why (said aloud, written on the protocol)</source>
        <translation>Причина (объявляется вслух, пишется в протокол)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Act</source>
        <translation>Решение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shot %1</source>
        <translation>Выстрел %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the rules&apos; number of technical fouls the player leaves.</source>
        <translation>Набрав столько технических фолов, сколько задают правила, игрок покидает игру.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player leaves at once, without last words, and loses points.</source>
        <translation>Игрок сразу покидает игру без последнего слова и теряет баллы.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player gives up: they leave at once, without last words.</source>
        <translation>Игрок сдаётся: сразу покидает игру без последнего слова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whom the mafia will shoot, night by night. Only the referee and the mafia see it.</source>
        <translation>В кого мафия будет стрелять, ночь за ночью. Видят только судья и мафия.</translation>
    </message>
</context>
<context>
    <name>RefereeConsole</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_console.py" line="+73"/>
        <source>Hold to peek (Space)</source>
        <translation>Подсмотреть: держите (пробел)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Referee: hold to see every role</source>
        <translation>Ведущий: удерживайте, чтобы увидеть все роли</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see the answer</source>
        <translation>Удерживайте, чтобы увидеть ответ</translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-697"/>
        <source>vote</source>
        <translation>голосовать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuse</source>
        <translation>обвинять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accused</source>
        <translation>обвинить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominate</source>
        <translation>выставлять на голосование</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominated</source>
        <translation>выставить на голосование</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>поддержать обвинение</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-367"/>
        <source>shoot</source>
        <translation>стрелять</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shot</source>
        <translation>стрелять в</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>check</source>
        <translation>проверить</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>stab</source>
        <translation>убивать</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>stabbed</source>
        <translation>убить</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Maniac</source>
        <translation>Маньяк</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>visit</source>
        <translation>навещать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spent the night with</source>
        <translation>навестить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>visited</source>
        <translation>навестить</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>guard</source>
        <translation>охранять</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>guarded</source>
        <translation>охранять</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>block</source>
        <translation>блокировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>blocked</source>
        <translation>заблокировать</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Jester</source>
        <translation>Шут</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>fire</source>
        <translation>выстрелить</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>fired at</source>
        <translation>выстрелить в</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>compare</source>
        <translation>сравнивать</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>compared</source>
        <translation>сравнить</translation>
    </message>
    <message>
        <location line="-494"/>
        <location line="+32"/>
        <location line="+1"/>
        <source>checked</source>
        <translation>проверить</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>protect</source>
        <translation>лечить</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>protected</source>
        <translation>лечить</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1"/>
        <source>voted for</source>
        <translation>голосовать за</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-66"/>
        <source>make the Don&apos;s check</source>
        <translation>делать проверку Дона</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1"/>
        <source>accuser</source>
        <translation>обвинитель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suspect</source>
        <translation>обвиняемый</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-11"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+1"/>
        <source>town</source>
        <translation>мирные жители</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+1"/>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1"/>
        <source>charge</source>
        <translation>предъявление обвинения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execution</source>
        <translation>казнь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conviction</source>
        <translation>осуждение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jailing</source>
        <translation>заключение в тюрьму</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaving</source>
        <translation>выбывание всех</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_night</source>
        <translation>закончить ночь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_day</source>
        <translation>закончить день</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tally</source>
        <translation>подсчитать голоса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>don_check</source>
        <translation>проверять как Дон</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-40"/>
        <source>shot at</source>
        <translation>убить</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>made the Don&apos;s check on</source>
        <translation>проверить</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/sport.py" line="+160"/>
        <source>get a foul</source>
        <translation>получить фол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>get a technical foul</source>
        <translation>получить технический фол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>be removed</source>
        <translation>получить удаление</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrender</source>
        <translation>сдаться</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../../mafia_desktop/engine/errors.py" line="+54"/>
        <source>The game is over: the {team} won. No more inputs are taken.</source>
        <translation>Игра окончена (победитель: {team}). Ходы больше не принимаются.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no player called “{name}” at this table. The players are {allowed}.</source>
        <translation>Игрока «{name}» нет за этим столом. Игроки: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is dead and cannot {role}.</source>
        <translation>Игрок {name} выбыл из игры и не может {role}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is dead and cannot vote. The living who may vote: {allowed}.</source>
        <translation>Игрок {name} выбыл из игры и не может голосовать. Голосуют оставшиеся в игре: {allowed}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is dead and cannot be {role}. Living players: {allowed}.</source>
        <translation>Нельзя {role}: {name} уже вне игры. Игроки в игре: {allowed}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} cannot {role} tonight: only the {who} may.</source>
        <translation>Игрок {name} не может {role} этой ночью: это делает только {who}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} cannot {role} themselves.</source>
        <translation>Игрок {name} не может {role}, выбрав самого себя.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot protect themselves under these rules.</source>
        <translation>По этим правилам игрок {name} не может лечить самого себя.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The mafia have not chosen a victim yet, and under these rules they may not skip the kill.</source>
        <translation>Мафия ещё не выбрала жертву, а по этим правилам она не может отказаться от убийства.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Day {number} is for talking only: there is no vote today. Enter end_day to start the night.</source>
        <translation>День {number} — только для обсуждения: голосования сегодня нет. Введите end_day, чтобы начать ночь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A vote is open ({motion} on {target}): enter the yes-votes first.</source>
        <translation>Идёт голосование ({motion}: {target}) — сначала введите голоса «за».</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>It is day {number}: {act} is a night input. Now the table may: {acts}.</source>
        <translation>Идёт день {number}, а «{act}» — ночное действие. Сейчас можно: {acts}.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{name} spent the night with the Lover and may not vote today. Those who may vote: {allowed}.</source>
        <translation>Игрок {name} провёл ночь с Любовницей и сегодня не голосует. Голосуют: {allowed}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It is night {number}: {act} is a day input. Now the table may: {acts}.</source>
        <translation>Идёт ночь {number}, а «{act}» — дневное действие. Сейчас можно: {acts}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night {number} is the meeting night: nobody acts and nobody is killed. Enter end_night to start the day.</source>
        <translation>Ночь {number} — ночь знакомства: никто не действует и никто не погибает. Введите end_night, чтобы начать день.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} has already {done} {target} tonight; one choice a night.</source>
        <translation>Игрок {name} этой ночью уже выбрал, кого {done}: {target}. За ночь — только один выбор.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} has {done} someone already: that is once a game.</source>
        <translation>{name}: «{done}» можно лишь раз за игру, и это уже сделано.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To {role}, {name} names {count} different players.</source>
        <translation>{name}: чтобы {role}, назовите разных игроков — {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has just died and must first name whom he takes with him, or nobody.</source>
        <translation>Сначала {name} называет, кого забирает с собой (или никого).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is taking anyone with him now.</source>
        <translation>Сейчас никто никого не забирает с собой.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s card does not allow this.</source>
        <translation>{name}: карта этого не позволяет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} {done} {target} last night and cannot {role} them two nights running.</source>
        <translation>Игрок {name} прошлой ночью выбрал, кого {done}: {target}. Нельзя {role} одного и того же игрока две ночи подряд.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No vote is open now. Now the table may: {acts}.</source>
        <translation>Голосование сейчас не идёт. Сейчас можно: {acts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rules have no {act} on the day. Now the table may: {acts}.</source>
        <translation>В этих правилах днём нет действия «{act}». Сейчас можно: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already nominated {target} today; each player nominates once a day.</source>
        <translation>Игрок {name} сегодня уже выставил кандидатуру ({target}): за день можно выставить только одну.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is already nominated today. Nominees: {allowed}.</source>
        <translation>Игрок {target} сегодня уже выставлен на голосование. Кандидатуры: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} was acquitted today and cannot be accused again until tomorrow.</source>
        <translation>Игрок {target} сегодня оправдан: снова обвинить можно только завтра.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no accusation waiting for a second.</source>
        <translation>Нет обвинения, которое ждёт поддержки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only two players are left, so nobody could second an accusation: end the day.</source>
        <translation>Осталось всего два игрока, поддержать обвинение некому: завершите день.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot second the accusation: they are its {party}.</source>
        <translation>Игрок {name} не может поддержать обвинение: в нём этот игрок — {party}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules need no second: the accusation goes straight to a vote.</source>
        <translation>По этим правилам обвинение не нужно поддерживать: оно сразу ставится на голосование.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is the suspect and cannot vote on their own {motion}. The voters are {allowed}.</source>
        <translation>Игрок {name} — обвиняемый и не участвует в голосовании о себе ({motion}). Голосуют: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} raised a hand more than once; each player has one hand.</source>
        <translation>Игрок {name} поднял руку больше одного раза, а у каждого игрока только один голос.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a candidate in this vote. The candidates are {allowed}.</source>
        <translation>{name} — не кандидатура этого голосования. Кандидатуры: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is nominated, so there is nothing to vote on. Nominate someone or end the day.</source>
        <translation>Никто не выставлен, голосовать не за кого. Выставьте кандидатуру или завершите день.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes by tally, one hand per player. Candidates: {allowed}.</source>
        <translation>Сейчас идёт голосование по кандидатурам, у каждого игрока один голос. Кандидатуры: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes yes or no on {target}: enter the yes-votes.</source>
        <translation>Сейчас голосуют «за» или «против»: {target}. Введите голоса «за».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nominees: {allowed}. The town must vote on them before the day can end.</source>
        <translation>Кандидатуры: {allowed}. Прежде чем закончить день, город должен за них проголосовать.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote is open ({motion} on {target}): finish it before the day ends.</source>
        <translation>Идёт голосование ({motion}: {target}): завершите голосование, прежде чем закончить день.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Under these rules the day lasts until someone is voted out; turn on the time-limit pick to end a day without a death.</source>
        <translation>По этим правилам день длится, пока кого-нибудь не выведут голосованием; чтобы закончить день без выбывания, включите жребий по истечении времени.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no tally now. Now the table may: {acts}.</source>
        <translation>Подсчёт голосов сейчас не ведётся. Сейчас можно: {acts}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no score, so there is no {act}. Turn on the club&apos;s scoring to keep fouls and points.</source>
        <translation>По этим правилам счёт не ведётся, поэтому {act} нет. Включите клубный счёт, чтобы вести фолы и баллы.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra points must be a number other than 0, at most {most} either way; {points} is not.</source>
        <translation>Дополнительные баллы — число, не равное 0, не больше {most} в ту или другую сторону; {points} не подходит.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra points need the referee&apos;s reason, at most {most} characters.</source>
        <translation>Для дополнительных баллов нужна причина от судьи, не длиннее {most} символов.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already made the best move; it is made once.</source>
        <translation>Игрок {name} уже сделал лучший ход; лучший ход делается один раз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot make the best move now: only the first player killed at night ({maker}) may, in their last words.</source>
        <translation>Игрок {name} не может сейчас сделать лучший ход: лучший ход делает только первый убитый ночью ({maker}) в последнем слове.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} names {count} different living players for the best move, from {allowed}.</source>
        <translation>{name} называет для лучшего хода {count} разных живых игроков из: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules give no technical fouls; set how many remove a player to give them.</source>
        <translation>По этим правилам технических фолов нет; чтобы давать их, задайте, сколько их ведёт к удалению.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A removal needs the referee&apos;s reason, at most {most} characters.</source>
        <translation>Для удаления нужна причина от судьи, не длиннее {most} символов.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order is given once, on the meeting night, by the Don while the mafia meet.</source>
        <translation>Порядок отстрела задаёт Дон один раз, в ночь знакомства, пока мафия договаривается.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the Don gives the shooting order; {name} is not the Don.</source>
        <translation>Порядок отстрела задаёт только Дон; {name} — не Дон.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order names one to {most} different players from {allowed}.</source>
        <translation>В порядке отстрела от одного до {most} разных игроков из списка: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day there is no vote on a single candidate ({name}): end the day.</source>
        <translation>В первый день за единственную кандидатуру ({name}) не голосуют: завершите день.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for exactly {low} players; this table has {players}</source>
        <translation>Правила «{preset}»: игроков должно быть ровно {low}, а за этим столом {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for {low} to {high} players; this table has {players}</source>
        <translation>Правила «{preset}»: игроков должно быть от {low} до {high}, а за этим столом {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules have no {which}</source>
        <translation>В правилах «{preset}» нет роли «{which}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a count cannot be negative ({which}: {count})</source>
        <translation>количество не может быть отрицательным ({which}: {count})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{special} special roles do not fit {players} players</source>
        <translation>Особых ролей ({special}) больше, чем игроков ({players})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fewest players ({low}) is more than the most players ({high})</source>
        <translation>наименьшее число игроков ({low}) больше наибольшего ({high})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the roles must include the {which}</source>
        <translation>среди ролей должна быть роль «{which}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the night must call the {which}, because the roles include them</source>
        <translation>ночью нужно будить роль «{which}»: она есть в игре</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a car-crash tie needs the day to vote by tally</source>
        <translation>для автокатастрофы днём нужно голосовать подсчётом рук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody is mafia, so the town has already won</source>
        <translation>никто не играет за мафию, значит, мирные жители уже победили</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with {mafia} mafia and {town} town the mafia have already won</source>
        <translation>Мафия: {mafia}, мирные жители: {town} — мафия уже победила</translation>
    </message>
</context>
<context>
    <name>RoleObject</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-51"/>
        <source>Civilian</source>
        <translation>Мирного жителя</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Mafia</source>
        <translation>Мафию</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Don</source>
        <translation>Дона</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Detective</source>
        <translation>Детектива</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspector</source>
        <translation>Комиссара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>Шерифа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Ангела</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Doctor</source>
        <translation>Доктора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>Доктора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>Архангела</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>Маньяка</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lover</source>
        <translation>Любовницу</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>Телохранителя</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Immortal</source>
        <translation>Бессмертного</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Hooligan</source>
        <translation>Хулигана</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Werewolf</source>
        <translation>Оборотня</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Jester</source>
        <translation>Шута</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Mayor</source>
        <translation>Мэра</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Kamikaze</source>
        <translation>Камикадзе</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Marshal</source>
        <translation>Маршала</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Journalist</source>
        <translation>Журналиста</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location line="-541"/>
        <source>Civilian</source>
        <extracomment>a role pack&apos;s own words, (language, key, text) with key ``name``, ``plural`` or ``duty`` (``mafia_desktop.engine.role_pack``); empty for the app&apos;s roles, whose words are the catalogue&apos;s</extracomment>
        <translation>Мирный житель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilians</source>
        <translation>Мирные жители</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+1"/>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Don</source>
        <translation>Дон</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Detective</source>
        <translation>Детектив</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Doctor</source>
        <translation>Доктор</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Maniac</source>
        <translation>Маньяк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maniacs</source>
        <translation>Маньяки</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Lover</source>
        <translation>Любовница</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lovers</source>
        <translation>Любовницы</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>Телохранитель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bodyguards</source>
        <translation>Телохранители</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Immortal</source>
        <translation>Бессмертный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immortals</source>
        <translation>Бессмертные</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hooligan</source>
        <translation>Хулиган</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hooligans</source>
        <translation>Хулиганы</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Werewolf</source>
        <translation>Оборотень</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Werewolves</source>
        <translation>Оборотни</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Jester</source>
        <translation>Шут</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jesters</source>
        <translation>Шуты</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Mayor</source>
        <translation>Мэр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayors</source>
        <translation>Мэры</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Kamikaze</source>
        <translation>Камикадзе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kamikazes</source>
        <translation>Камикадзе</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Marshal</source>
        <translation>Маршал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marshals</source>
        <translation>Маршалы</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Journalist</source>
        <translation>Журналист</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Journalists</source>
        <translation>Журналисты</translation>
    </message>
    <message>
        <location line="-466"/>
        <source>Inspector</source>
        <translation>Комиссар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Medic</source>
        <translation>Доктор</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Angel</source>
        <translation>Ангел</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Archangel</source>
        <translation>Архангел</translation>
    </message>
</context>
<context>
    <name>RolesEditor</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/roles_editor.py" line="+68"/>
        <source>Town</source>
        <translation>Город</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia (shoots with the mafia)</source>
        <translation>Мафия (стреляет вместе с мафией)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays alone, and wins alone like the Maniac</source>
        <translation>Сам за себя и побеждает один, как Маньяк</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file is larger than %1 bytes; a role pack never is.</source>
        <translation>Файл больше %1 байт; набор ролей таким не бывает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file nests more than %1 levels deep; a role pack never does.</source>
        <translation>В файле больше %1 уровней вложенности; в наборе ролей их столько не бывает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a JSON document.</source>
        <translation>Файл не является документом JSON.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a role pack (*.mafia-roles.json).</source>
        <translation>Файл не является набором ролей (*.mafia-roles.json).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack was written by a newer version of the app (version %1); this one reads %2.</source>
        <translation>Набор записан более новой версией приложения (версия %1); эта читает версию %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pack&apos;s version “%1” is not one this app reads.</source>
        <translation>Версию набора «%1» это приложение не читает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not part of a role pack.</source>
        <translation>«%1» не входит в набор ролей.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is missing.</source>
        <translation>Нет поля «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” has the wrong kind of value.</source>
        <translation>У поля «%1» значение не того вида.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is longer than %2 characters.</source>
        <translation>Поле «%1» длиннее %2 знаков.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” must be one line of visible text.</source>
        <translation>Поле «%1» должно быть одной строкой видимого текста.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” must start with a small Latin letter and hold only small Latin letters, digits and _ (24 at most).</source>
        <translation>Код «%1» должен начинаться со строчной латинской буквы и состоять только из строчных латинских букв, цифр и _ (не больше 24).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack holds no role.</source>
        <translation>В наборе нет ни одной роли.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack holds %1 roles; a pack holds %2 at most.</source>
        <translation>В наборе %1 ролей; в наборе может быть не больше %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The id “%1” is given to two roles.</source>
        <translation>Код «%1» дан двум ролям.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” is taken by a role, an act or an event of the app.</source>
        <translation>Код «%1» уже занят ролью, действием или событием приложения.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a team: town, mafia or alone.</source>
        <translation>«%1» — не команда: город, мафия или сам за себя (alone).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a night act a role of a pack may have.</source>
        <translation>«%1» — не ночное действие, которое может быть у роли из набора.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not something this night act can find.</source>
        <translation>«%1» — не то, что может найти это ночное действие.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a choice of whether a role may choose themselves.</source>
        <translation>«%1» — не вариант ответа на вопрос, может ли роль выбрать себя.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many may be dealt must be from 1 to %1.</source>
        <translation>Сколько можно раздать — от 1 до %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not one of the app&apos;s emblems.</source>
        <translation>«%1» — не эмблема приложения.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a language code (such as en or ru).</source>
        <translation>«%1» — не код языка (такой, как en или ru).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role has words in %1 languages at most.</source>
        <translation>У роли может быть текст не больше чем на %1 языках.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role needs its name and duty in English.</source>
        <translation>Роли нужны название и описание на английском.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name “%1” is given to two roles.</source>
        <translation>Название «%1» дано двум ролям.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The name “%1” is the name of one of the app&apos;s roles.</source>
        <translation>«%1» — название одной из ролей приложения.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Role %1: %2</source>
        <translation>Роль %1: %2</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>New role</source>
        <translation>Новая роль</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit the role</source>
        <translation>Изменить роль</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The role&apos;s words</source>
        <translation>Название и описание роли</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plural</source>
        <translation>Во множественном числе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the role does (its card&apos;s line)</source>
        <translation>Что делает роль (строка на её карте)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the role plays</source>
        <translation>Как играет роль</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Id in game records</source>
        <translation>Код в протоколах игр</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night act</source>
        <translation>Ночное действие</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the check finds</source>
        <translation>Кого ищет проверка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game</source>
        <translation>Один раз за игру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never the same player two nights running</source>
        <translation>Никогда не одного и того же игрока две ночи подряд</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May choose themselves, where the house rules let the doctor</source>
        <translation>Может выбрать себя, если домашние правила разрешают это доктору</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>as many as the deal gives</source>
        <translation>сколько даст раздача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most in a deal</source>
        <translation>Не больше в раздаче</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emblem</source>
        <translation>Эмблема</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>role</source>
        <translation>роль</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Roles of your own</source>
        <translation>Свои роли</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make roles from the ones the app plays: a team, a night act and its limits, and the role&apos;s names and duty in each language. Saved, they are offered in set-up&apos;s house rules.</source>
        <translation>Соберите роль из того, что приложение уже умеет: команда, ночное действие и его ограничения, название и описание роли на каждом языке. Сохранённые роли появятся в домашних правилах при подготовке игры.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your roles</source>
        <translation>Ваши роли</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New…</source>
        <translation>Новая…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a pack…</source>
        <translation>Загрузить набор…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export as a pack…</source>
        <translation>Сохранить как набор…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The kept roles could not be read: %1</source>
        <translation>Не удалось прочитать сохранённые роли: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Our roles</source>
        <translation>Наши роли</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Role packs (*.mafia-roles.json);;JSON files (*.json)</source>
        <translation>Наборы ролей (*.mafia-roles.json);;Файлы JSON (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import a role pack</source>
        <translation>Загрузить набор ролей</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The pack was not imported: %1</source>
        <translation>Набор не загружен: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Imported %1: %2.</source>
        <translation>Загружен набор «%1»: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the roles</source>
        <translation>Сохранить роли</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Exported to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="+28"/>
        <source>The dead take no further part: they do not vote, speak or act, and are not counted in any majority.</source>
        <translation>Выбывшие больше не участвуют: не голосуют, не говорят, не действуют и не учитываются ни в каком большинстве.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dead player&apos;s card stays secret unless these rules turn it up.</source>
        <translation>Карта выбывшего остаётся тайной, если эти правила её не открывают.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody&apos;s role is shown on the shared screen while they are alive: only to that player on the private panel, or to the referee behind a deliberate reveal.</source>
        <translation>Роль живого игрока никогда не показывается на общем экране: только ему самому на скрытой панели или ведущему, когда тот нарочно её открывает.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A check&apos;s result is told only to the player who made it.</source>
        <translation>Результат проверки узнаёт только тот, кто проверял.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;The town&quot; in the win rules is everyone who is not mafia, special roles included.</source>
        <translation>«Мирные» в условиях победы — все, кто не мафия, включая особые роли.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept</source>
        <translation>ведётся</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not kept</source>
        <translation>не ведётся</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Roles in play</source>
        <translation>Роли в игре</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Players</source>
        <translation>Игроков</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Who plays</source>
        <translation>Кто играет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The recommended deal, by the number of players:</source>
        <translation>Рекомендуемая раздача по числу игроков:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roles</source>
        <translation>Роли</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its card says</source>
        <translation>На карте написано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing card</source>
        <translation>Игральная карта</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The day</source>
        <translation>День</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules in force</source>
        <translation>Действующие дополнительные правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: these are the preset&apos;s own rules.</source>
        <translation>Нет: это правила набора без изменений.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Here</source>
        <translation>Здесь</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In every game</source>
        <translation>В каждой игре</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/rulebook_dialog.py" line="+69"/>
        <location line="+27"/>
        <location line="+14"/>
        <source>Rules and roles</source>
        <translation>Правила и роли</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Rule set</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show on the other screen</source>
        <translation>Показать на другом экране</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+55"/>
        <source>Day: {part}</source>
        <translation>День: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night: {part}</source>
        <translation>Ночь: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End: {part}</source>
        <translation>Конец игры: {part}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="-89"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+21"/>
        <source>Exactly {n} players.</source>
        <translation>Игроков: ровно {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+2"/>
        <source>{lo} to {hi} players.</source>
        <translation>Игроков: от {lo} до {hi}.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+4"/>
        <source>Deal for {n}: {deal}.</source>
        <translation>Раздача для стола из {n}: {deal}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can also be dealt: {roles}.</source>
        <translation>Можно раздать и эти роли: {roles}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Day 1 is for talk only, with no vote.</source>
        <translation>Первый день — только обсуждение, без голосования.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game opens with a day and a vote.</source>
        <translation>Игра начинается днём, и уже в первый день есть голосование.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speeches go round in seat order: day 1 opens with seat 1, day 2 with seat 2, and so on.</source>
        <translation>Выступают по порядку мест: первый день начинает место 1, второй — место 2, и так далее.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time limits: {limits}.</source>
        <translation>Регламент: {limits}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An accusation needs a second; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>Обвинение нужно поддержать; затем голосование о предъявлении обвинения, последнее слово и голосование о казни.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An accusation needs a second; then comes a defence and a vote to convict.</source>
        <translation>Обвинение нужно поддержать; затем оправдательная речь и голосование об осуждении.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Anyone may accuse a player; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>Любой может обвинить игрока; затем голосование о предъявлении обвинения, последнее слово и голосование о казни.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Anyone may accuse a player; then comes a defence and a vote to convict.</source>
        <translation>Любой может обвинить игрока; затем оправдательная речь и голосование об осуждении.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A vote passes with more than half of the living.</source>
        <translation>Решение принимается, если «за» больше половины живых игроков.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote passes with more than half of the living, the suspect not voting.</source>
        <translation>Решение принимается, если «за» больше половины живых игроков; обвиняемый не голосует.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An acquitted player is safe until tomorrow.</source>
        <translation>Оправданного нельзя снова обвинить до завтра.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The day ends as soon as a player is voted out; when time runs out, fate picks a player to die.</source>
        <translation>День заканчивается, как только игрока выводят голосованием; если время вышло, жребий решает, кто погибнет.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The day ends as soon as a player is voted out, or with nobody out when no more accusations come.</source>
        <translation>День заканчивается, как только игрока выводят голосованием, или без выбывших, когда новых обвинений больше нет.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The day lasts until a player is voted out.</source>
        <translation>День длится, пока кого-нибудь не выведут голосованием.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player may nominate one other player a day; then everyone votes once, for one of the nominees.</source>
        <translation>Каждый игрок может выставить за день одну кандидатуру; затем каждый голосует один раз, за одного из выставленных.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone raises a hand once, for one player.</source>
        <translation>Каждый поднимает руку один раз, за одного игрока.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the most votes is out.</source>
        <translation>Набравший больше всех голосов выбывает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The leader defends and faces a revote: more than half of the living must vote to jail them.</source>
        <translation>Лидер голосования произносит оправдательную речь, затем переголосование: чтобы посадить его в тюрьму, нужно больше половины голосов живых.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The leader defends and faces a revote: more than half of the living, the leader not voting, must vote to jail them.</source>
        <translation>Лидер голосования произносит оправдательную речь, затем переголосование: чтобы посадить его в тюрьму, нужно больше половины голосов живых; сам лидер не голосует.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tie sends nobody out.</source>
        <translation>При равенстве голосов никто не выбывает.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: the tied defend and the vote is held again among them; still tied, nobody goes out.</source>
        <translation>При равенстве голосов игроки с равным числом голосов произносят оправдательные речи, и голосование между ними повторяется; если снова поровну, никто не выбывает.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie is a car crash: the tied defend and the vote is held again among them; tied again, everyone votes on &quot;should all of them leave?&quot;</source>
        <translation>Равенство голосов — автокатастрофа: игроки с равным числом голосов произносят оправдательные речи, и голосование между ними повторяется; если снова поровну, все голосуют по вопросу «Покидают ли игру все они?»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>If nobody is nominated, the day ends without a vote.</source>
        <translation>Если никого не выставили, день заканчивается без голосования.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end until someone is nominated.</source>
        <translation>День не может закончиться, пока кого-нибудь не выставят.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day a single nominee is not voted on: the day ends.</source>
        <translation>В первый день за единственную кандидатуру не голосуют: день заканчивается.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The day may end without a vote.</source>
        <translation>День может закончиться без голосования.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end without a vote.</source>
        <translation>День не может закончиться без голосования.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{m} min</source>
        <translation>{m} мин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{s} s</source>
        <translation>{s} с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{m} min {s} s</source>
        <translation>{m} мин {s} с</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>speech {time}</source>
        <translation>выступление {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discussion {time}</source>
        <translation>обсуждение {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defence {time}</source>
        <translation>оправдательная речь {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words {time}</source>
        <translation>последнее слово {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words after a night kill {time}</source>
        <translation>последнее слово убитого ночью {time}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the day {time}, with a warning {warning} before the end</source>
        <translation>весь день {time}, с предупреждением за {warning} до конца</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the day {time}</source>
        <translation>весь день {time}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A meeting night first: the mafia open their eyes and meet; no one is killed.</source>
        <translation>Сначала ночь знакомства: мафия открывает глаза и знакомится; никто не погибает.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quiet night first: no one is killed.</source>
        <translation>Сначала тихая ночь: никто не погибает.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That night the {title} also meets the host.</source>
        <translation>В эту ночь {title} также знакомится с ведущим.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That night the {titles} also meet the host.</source>
        <translation>В эту ночь с ведущим также знакомятся: {titles}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game opens with a night, and the first night has a kill.</source>
        <translation>Игра начинается с ночи, и уже в первую ночь мафия убивает.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia do not know each other.</source>
        <translation>Мафиози не знают друг друга.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia know each other from the start.</source>
        <translation>Мафиози знают друг друга с самого начала.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{earlier}, then {next}</source>
        <translation>{earlier}, затем {next}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then, each night: {steps}.</source>
        <translation>Дальше каждую ночь: {steps}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each night: {steps}.</source>
        <translation>Каждую ночь: {steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia may also choose nobody.</source>
        <translation>Мафия может и никого не выбрать.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia must choose a victim.</source>
        <translation>Мафия обязана выбрать жертву.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the mafia shoot (more than half must agree)</source>
        <translation>мафия стреляет (нужно согласие более половины)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the mafia shoot (all must agree)</source>
        <translation>мафия стреляет (нужно согласие всех)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they outnumber the rest, once the {others} is out.</source>
        <translation>Мирные жители побеждают, когда выбыли все мафиози и {others}; мафия — когда её больше, чем остальных, и {others} уже выбыл.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they are at least as many as the rest, once the {others} is out.</source>
        <translation>Мирные жители побеждают, когда выбыли все мафиози и {others}; мафия — когда её не меньше, чем остальных, и {others} уже выбыл.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The referee gives fouls: the third halves the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>Судья даёт фолы: третий вдвое сокращает ближайшую речь игрока, четвёртый сразу удаляет из игры.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee gives fouls: the third costs the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>Судья даёт фолы: третий лишает игрока следующей речи, четвёртый сразу удаляет его из игры.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Technical fouls are counted apart: {count} remove a player.</source>
        <translation>Технические фолы считаются отдельно; удаление — при их числе {count}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first player shot at night names three players in their last words: the best move.</source>
        <translation>Первый убитый ночью называет в последнем слове трёх игроков — это лучший ход.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points: {win} for each player of the winning side, {two} or {three} for a best move naming two or three mafia, {fouls} for a removal by fouls, and the referee&apos;s extra points.</source>
        <translation>Баллы: {win} каждому игроку победившей стороны, {two} или {three} за лучший ход с двумя или тремя мафиози, {fouls} за удаление по фолам и дополнительные баллы судьи.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-156"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-122"/>
        <source>the mafia choose a victim together</source>
        <translation>мафия вместе выбирает жертву</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the {title} checks one player</source>
        <translation>{title} проверяет одного игрока</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} looks for the {found}</source>
        <translation>{title} ищет, кто здесь {found}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} protects one player</source>
        <translation>{title} защищает одного игрока</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} kills one player alone</source>
        <translation>{title} в одиночку убивает одного игрока</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} spends the night with one player (never the same twice running), who cannot be killed that night and may not vote the next day</source>
        <translation>{title} проводит ночь с одним игроком (не с тем же две ночи подряд): его нельзя убить этой ночью, а на следующий день он не голосует</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the {title} guards one player, and dies in their place if they are attacked</source>
        <translation>{title} охраняет одного игрока и, если на него нападут, погибает вместо него</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+9"/>
        <source>The {title} may protect themself.</source>
        <translation>{title} может защищать себя.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may not protect themself.</source>
        <translation>{title} не может защищать себя.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may protect themself, but never the same player two nights running.</source>
        <translation>{title} может защищать себя, но не одного и того же игрока две ночи подряд.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {title} may not protect themself, nor the same player two nights running.</source>
        <translation>{title} не может защищать ни себя, ни одного и того же игрока две ночи подряд.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the {title} saves the victim, the morning says so.</source>
        <translation>Если {title} спасает жертву, утром об этом объявляют.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the {title} saves the victim, the morning only says that nobody died.</source>
        <translation>Если {title} спасает жертву, утром объявляют лишь, что никто не погиб.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The town wins when every mafioso is out; the mafia win when they outnumber the rest.</source>
        <translation>Мирные жители побеждают, когда выбыли все мафиози; мафия — когда её больше, чем остальных.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The town wins when every mafioso is out; the mafia win when they are at least as many as the rest.</source>
        <translation>Мирные жители побеждают, когда выбыли все мафиози; мафия — когда её не меньше, чем остальных.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A dead player&apos;s card stays hidden.</source>
        <translation>Карта выбывшего игрока не вскрывается.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player voted out shows their card; other cards stay hidden.</source>
        <translation>Карта выведенного голосованием вскрывается; остальные карты остаются закрытыми.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every dead player&apos;s card is turned up.</source>
        <translation>Карта каждого выбывшего вскрывается.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+67"/>
        <source>The Maniac plays alone: he wins when one other player is left; the town must put him out too, and the mafia cannot win while he lives.</source>
        <translation>Маньяк играет сам за себя: он побеждает, когда в игре остаётся ещё только один игрок; мирным нужно вывести и его, а мафия не может победить, пока он жив.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Maniac plays alone: he wins when one other player is left.</source>
        <translation>Маньяк играет сам за себя: он побеждает, когда в игре остаётся ещё только один игрок.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The {title} cannot be killed at night: only the vote or fouls put them out.</source>
        <translation>{title} — его нельзя убить ночью: из игры выводят только голосование или фолы.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the {title} blocks one player, whose acts that night do not count</source>
        <translation>{title} блокирует одного игрока: его действия этой ночью не засчитываются</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The first time the mafia&apos;s shot would kill the {title}, they live and join the mafia: from the next night they shoot with them, and checks find them mafia.</source>
        <translation>{title}: когда выстрел мафии впервые должен его убить, он остаётся жив и переходит к мафии — со следующей ночи стреляет вместе с ней, а проверки находят в нём мафию.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The Jester plays for himself: if the day&apos;s vote puts him out, he alone wins at once; killed at night, he is simply out.</source>
        <translation>Шут играет сам за себя: если днём голосование выведет его из игры, он сразу побеждает в одиночку; убитый ночью, он просто выбывает.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>By day the {title} may show their card once: from then their hand counts two in every vote, while the votes needed stay counted in players.</source>
        <translation>{title} может один раз днём показать свою карту: с этого момента его голос считается за два в каждом голосовании, а нужное число голосов по-прежнему считается по игрокам.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>When the {title} dies by the vote or at night, they may take one living player with them at once, or spare everyone; removed by fouls, they take no one.</source>
        <translation>Когда {title} выбывает по голосованию или ночью, он может сразу забрать с собой одного живого игрока или пощадить всех; удалённый за фолы, никого не забирает.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the {title} fires at one player</source>
        <translation>{title} стреляет в одного игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires at one player</source>
        <translation>стреляет в одного игрока</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the {title} compares two players and learns whether they play on one side</source>
        <translation>{title} сравнивает двух игроков и узнаёт, на одной ли они стороне</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+3"/>
        <source>The {role} plays alone: they win when one other player is left; the town must put them out too, and the mafia cannot win while they live.</source>
        <translation>{role} играет сам за себя: побеждает, когда в живых остаётся ещё один игрок; городу нужно убрать и его, а мафия не может победить, пока он жив.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The {role} plays alone: they win when one other player is left.</source>
        <translation>{role} играет сам за себя: побеждает, когда в живых остаётся ещё один игрок.</translation>
    </message>
</context>
<context>
    <name>ScheduleBoard</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/schedule_board.py" line="+60"/>
        <source>Mafia Desktop — schedule</source>
        <translation>Mafia Desktop — расписание</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament schedule</source>
        <translation>Расписание турнира</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1 of %2</source>
        <translation>Тур %1 из %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+43"/>
        <source>Sitting out:</source>
        <translation>Пропускают тур:</translation>
    </message>
</context>
<context>
    <name>SeatCircle</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/seat_circle.py" line="+67"/>
        <source>Seat circle</source>
        <extracomment>the fade between day and night moved on (0 = day, 1 = night)</extracomment>
        <translation>Места за столом</translation>
    </message>
</context>
<context>
    <name>SeriesScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/series_screen.py" line="+238"/>
        <location line="+449"/>
        <source>Series standings</source>
        <extracomment>the standings&apos; columns: the phrase of each heading (the printed page&apos;s words) the one signals object every read reports through: made on the UI thread at the first read and never deleted, so a thread still reading when its screen closes never emits on a dead object the scope was read and the tables filled (or the problem shown)</extracomment>
        <translation>Таблица и рейтинг</translation>
    </message>
    <message>
        <location line="-362"/>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series</source>
        <translation>Серия</translation>
    </message>
    <message>
        <location line="-75"/>
        <location line="+159"/>
        <source>Reading the games…</source>
        <translation>Читаю игры…</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>The standings, the rating chart and the statistics</source>
        <translation>Таблица, график рейтинга и статистика</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+105"/>
        <source>Standings</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Rating chart</source>
        <translation>График рейтинга</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players&apos; statistics</source>
        <translation>Статистика игроков</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>По ролям</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot on the first night</source>
        <translation>Отстрел в первую ночь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks found / made</source>
        <translation>Проверки: попал / всего</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>Лучшие ходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>Названо мафии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the games ended</source>
        <translation>Чем кончались игры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs&apos; statistics</source>
        <translation>Статистика пар</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+97"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Together</source>
        <translation>Вместе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won together</source>
        <translation>Победы вместе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>Друг против друга</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the first</source>
        <translation>Победы первого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the second</source>
        <translation>Победы второго</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs</source>
        <translation>Пары</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Экспорт в JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Any or none</source>
        <translation>Любой или без турнира</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>По</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>No finished game yet: the standings fill in as games end.</source>
        <translation>Законченных игр ещё нет: таблица заполняется по мере окончания игр.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No finished game in this choice.</source>
        <translation>В этой выборке нет законченных игр.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rating of %1, game by game</source>
        <translation>Рейтинг: %1, игра за игрой</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>alive at the end</source>
        <translation>до конца игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed at night</source>
        <translation>ночной выстрел</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted out</source>
        <translation>голосование</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out at the time limit</source>
        <translation>лимит времени</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by fouls</source>
        <translation>удаление за фолы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by technical fouls</source>
        <translation>удаление за технические фолы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by the referee</source>
        <translation>удаление ведущим</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrendered</source>
        <translation>сдача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left the game</source>
        <translation>выход из игры</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+11"/>
        <source>Export the standings</source>
        <translation>Экспорт турнирной таблицы</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>JSON files (*.json)</source>
        <translation>Файлы JSON (*.json)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Принтер не запустился; ничего не напечатано.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/settings_dialog.py" line="+67"/>
        <source>The system&apos;s voices</source>
        <translation>Голоса системы</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>High contrast</source>
        <translation>Высокая контрастность</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>Размер текста</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Hear it</source>
        <translation>Послушать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hear it: %1</source>
        <translation>Послушать: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Night sound: a quiet hush that hides the rustle of hands</source>
        <translation>Ночной фон: тихий шум, скрывающий шорох рук</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>Night sound volume</source>
        <translation>Громкость ночного фона</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause per seat called</source>
        <translation>Пауза после каждого названного места</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phones</source>
        <translation>Телефоны</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The network the players&apos; phones join the laptop on: the room&apos;s Wi-Fi or the laptop&apos;s hotspot.</source>
        <translation>Сеть, через которую телефоны игроков подключаются к ноутбуку: Wi-Fi в зале или точка доступа ноутбука.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The clearest installed</source>
        <translation>Самый разборчивый из установленных</translation>
    </message>
    <message>
        <location line="-144"/>
        <source> words a minute</source>
        <translation> сл./мин</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Narrator&apos;s voice for</source>
        <translation>Голос диктора для языка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice: %1</source>
        <translation>Голос: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Narrator&apos;s volume</source>
        <translation>Громкость диктора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute the narrator (the captions stay)</source>
        <translation>Отключить диктора (субтитры останутся)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/screen.py" line="+109"/>
        <source>New game</source>
        <extracomment>the group pressed Start: the new game&apos;s record Back / Esc Start with physical cards: the players enter theirs first (a PendingGame) the deal, the names or the narrator changed (the narrator&apos;s lines can be rendered ahead) *Roles…* (in the house rules): the group&apos;s own roles are to be edited; once they are saved, :meth:`roles_changed` offers them</extracomment>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Seats: drag to reorder, or Alt+arrow keys</source>
        <translation>Места: перетаскивайте, чтобы изменить порядок, или используйте Alt+стрелки</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>First choose how you will play, at the top.</source>
        <translation>Сначала выберите вверху, как вы играете.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/players.py" line="+75"/>
        <source>Players, in seat order</source>
        <extracomment>the group changed the roster (the model has it already)</extracomment>
        <translation>Игроки по порядку мест</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name of a new player</source>
        <extracomment>the players of past games, most recent first (offered as a name is typed)</extracomment>
        <translation>Имя нового игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New player&apos;s name</source>
        <translation>Имя нового игрока</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Players in seat order</source>
        <translation>Игроки по порядку мест</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the seats</source>
        <translation>Жеребьёвка мест</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the draw</source>
        <translation>Отменить жеребьёвку</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seat the players at random (a tournament round)</source>
        <translation>Рассадить игроков случайно (тур турнира)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seats were drawn at random.</source>
        <translation>Места распределены жеребьёвкой.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="+49"/>
        <source>Rules</source>
        <extracomment>the rules changed (the model has them already); True when it is a choice to remember *Roles…*: the group&apos;s own roles are to be edited</extracomment>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rule set</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show the house rules</source>
        <translation>Показать дополнительные правила</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Roles in play</source>
        <translation>Роли в игре</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Roles…</source>
        <translation>Роли…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roles of your own</source>
        <translation>Свои роли</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No score kept</source>
        <translation>Без подсчёта баллов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points of their own</source>
        <translation>Свои баллы</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode.py" line="+110"/>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="+1"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="+28"/>
        <source>Back to the preset</source>
        <translation>Вернуть исходные правила</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode.py" line="-54"/>
        <source>How players learn their cards</source>
        <translation>Как игроки узнают свои карты</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The app deals</source>
        <translation>Раздаёт приложение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The app deals and prints fold-over cards</source>
        <translation>Приложение раздаёт и печатает карты со сгибом</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players may use their own phones</source>
        <translation>Игроки могут ходить со своих телефонов</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Show the table on another screen</source>
        <translation>Показывать стол на другом экране</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The laptop goes round once: each player holds to see their card, then it comes back to the host.</source>
        <translation>Ноутбук проходит по кругу один раз: каждый игрок удерживает кнопку, чтобы увидеть свою карту, затем ноутбук возвращается к ведущему.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each player holds to see their card on the laptop.</source>
        <translation>Каждый игрок удерживает кнопку, чтобы увидеть свою карту на ноутбуке.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Phones join by a QR code shown at the deal, on the same Wi-Fi or the laptop&apos;s hotspot; nothing to install. Players without one play on the laptop.</source>
        <translation>Телефоны подключаются по QR-коду, который показывается при раздаче, через тот же Wi-Fi или точку доступа ноутбука; ничего устанавливать не нужно. Кто без телефона — играет на ноутбуке.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only when the app deals: each player&apos;s code is shown beside their card.</source>
        <translation>Только когда раздаёт приложение: код каждого игрока показывается рядом с картой.</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Physical or printed cards</source>
        <translation>Настоящие или распечатанные карты</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Cards, narrator and screens</source>
        <extracomment>the deal&apos;s way, the timed calls or the second screen changed (the model has it already) the narrator was turned on or off, or speaks another language</extracomment>
        <translation>Карты, диктор и экраны</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Each player enters theirs on the laptop.</source>
        <translation>Каждый игрок вводит свою карту на ноутбуке.</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Narrator, with captions</source>
        <translation>Диктор с субтитрами</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Narrator&apos;s language</source>
        <translation>Язык диктора</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No one at the keys: each role</source>
        <translation>Никого за клавиатурой: на каждую роль</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The host deals a real or printed deck, then taps each seat and its card.</source>
        <translation>Ведущий раздаёт настоящую или распечатанную колоду, затем отмечает для каждого места его карту.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fold each card and hand it to the player named on it; the game starts at once.</source>
        <translation>Сложите каждую карту и отдайте игроку, чьё имя на ней; игра начинается сразу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a referee only: nobody else may print every card.</source>
        <translation>Только с ведущим: больше никому нельзя печатать все карты.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="+135"/>
        <source>The deal</source>
        <extracomment>the deal changed (the model has it already)</extracomment>
        <translation>Раздача</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Recommended deal</source>
        <translation>Рекомендуемая раздача</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/screen.py" line="+14"/>
        <source>These rules are for exactly %1 players; there are %2.</source>
        <translation>Игроков по этим правилам: ровно %1; сейчас: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules are for %1 to %2 players; there are %3.</source>
        <translation>Игроков по этим правилам: от %1 до %2; сейчас: %3.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/players.py" line="+34"/>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="+179"/>
        <source>problem</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="-102"/>
        <source>Changed from the preset</source>
        <translation>Отличается от исходных правил</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="-140"/>
        <source>Club or table</source>
        <translation>Клуб или стол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee</source>
        <translation>Судья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series (an evening, a season)</source>
        <translation>Серия (вечер, сезон)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Club game</source>
        <translation>Клубная игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: this can have at most %2 characters.</source>
        <translation>%1: не больше %2 символов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain line breaks or tabs.</source>
        <translation>%1: здесь не может быть переносов строк и табуляций.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain invisible or text-direction characters.</source>
        <translation>%1: здесь не может быть невидимых символов и символов направления текста.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Protocol and series</source>
        <extracomment>a text or the game&apos;s number changed (the model has it already)</extracomment>
        <translation>Протокол и серия</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the protocol and series</source>
        <translation>Показать протокол и серию</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+3"/>
        <source>Game number in the evening</source>
        <translation>Номер игры за вечер</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Game type</source>
        <translation>Тип игры</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Tournament game: round %1, table %2</source>
        <translation>Игра турнира: тур %1, стол %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Date: %1</source>
        <translation>Дата: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode_choice.py" line="+35"/>
        <source>A referee at the laptop</source>
        <translation>Ведущий за ноутбуком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of you runs the game at the console and does not play.</source>
        <translation>Один из вас ведёт игру за пультом и не играет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the laptop round</source>
        <translation>Ноутбук по кругу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: at night each player, alone with it, makes a choice.</source>
        <translation>Играют все: ночью каждый, оставшись с ним наедине, делает свой выбор.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop in the middle</source>
        <translation>Ноутбук в центре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: each role wakes in turn to use it while the others sleep.</source>
        <translation>Играют все: роли просыпаются по очереди и подходят к нему, пока остальные спят.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>How will you play?</source>
        <extracomment>the group chose a mode (the model has it already)</extracomment>
        <translation>Как вы будете играть?</translation>
    </message>
</context>
<context>
    <name>Single</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/app.py" line="+160"/>
        <source>Start anyway</source>
        <translation>Всё равно запустить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open read-only</source>
        <translation>Открыть только для чтения</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose another folder…</source>
        <translation>Выбрать другую папку…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A folder for this run&apos;s games and settings</source>
        <translation>Папка для игр и настроек на этот запуск</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Read-only: nothing you play is saved. To keep a game, save a copy of it elsewhere (Game, Save a copy as…, Ctrl+Shift+S).</source>
        <translation>Только чтение: ничего из сыгранного не сохраняется. Чтобы сохранить игру, сохраните её копию в другом месте (Игра, Сохранить копию как…, Ctrl+Shift+S).</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/single.py" line="+314"/>
        <source>Mafia Desktop is already running with this data folder (process %1) but does not answer. Close it, or end that process, then start again.</source>
        <translation>Mafia Desktop уже запущена с этой папкой данных (процесс %1), но не отвечает. Закройте её или завершите этот процесс и запустите снова.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Its lock file: %1</source>
        <translation>Её файл блокировки: %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>process %1</source>
        <extracomment>what the user may choose when the lock cannot be had (see LockProblem.offers)</extracomment>
        <translation>процесс %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Mafia Desktop is already running with this data folder (process %1), but this launch cannot reach its window: there is no folder only you can use for the two to talk through (XDG_RUNTIME_DIR is not set or not private, and no private folder can be made in %2). Switch to that window yourself, or close it and start again.</source>
        <translation>Mafia Desktop уже запущена с этой папкой данных (процесс %1), но этот запуск не может связаться с её окном: нет папки, доступной только вам, через которую они могли бы общаться (XDG_RUNTIME_DIR не задана или доступна другим, а в %2 не удаётся создать закрытую папку). Перейдите в то окно сами или закройте его и запустите снова.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The lock file %1 names %2, which is no longer running: the app that made it stopped without removing it.</source>
        <translation>Файл блокировки %1 указывает на %2, который уже не работает: программа, создавшая его, завершилась, не убрав его.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 names %2, which is not Mafia Desktop: the app that made it probably stopped without removing it.</source>
        <translation>Файл блокировки %1 указывает на %2, а это не Mafia Desktop: программа, создавшая его, видимо, завершилась, не убрав его.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 cannot be read, so this launch cannot tell whether another Mafia Desktop uses this data folder.</source>
        <translation>Файл блокировки %1 не читается, поэтому нельзя определить, работает ли с этой папкой данных другая Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 was made on another computer (%2), which may still be using this data folder.</source>
        <translation>Файл блокировки %1 создан на другом компьютере (%2), который, возможно, ещё работает с этой папкой данных.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The lock file %1 names %2, which still runs; this system cannot tell whether it is Mafia Desktop.</source>
        <translation>Файл блокировки %1 указывает на %2, который ещё работает; система не может определить, Mafia Desktop ли это.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2; this system cannot tell whether it still runs or whether it is Mafia Desktop.</source>
        <translation>Файл блокировки %1 указывает на %2; система не может определить, работает ли он ещё и Mafia Desktop ли это.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing can be written in the data folder %1: %2.</source>
        <translation>В папку данных %1 ничего не записать: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You may open the app read-only (nothing you play is saved), or choose another folder for this run&apos;s games and settings.</source>
        <translation>Можно открыть приложение только для чтения (ничего из сыгранного не сохранится) или выбрать другую папку для игр и настроек на этот запуск.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games cannot be saved there either until this is mended: you may start anyway and play on, or choose another folder for this run&apos;s games and settings.</source>
        <translation>Игры там тоже не сохранятся, пока это не исправлено: можно всё равно запустить и играть или выбрать другую папку для игр и настроек на этот запуск.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If Mafia Desktop is not running there, start anyway.</source>
        <translation>Если там Mafia Desktop не запущена, запустите всё равно.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If no other Mafia Desktop window is open, start anyway.</source>
        <translation>Если другого окна Mafia Desktop нет, запустите всё равно.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>The lock file %1 cannot be written: %2.</source>
        <translation>Не удаётся записать файл блокировки %1: %2.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../../mafia_desktop/narration/speech.py" line="+39"/>
        <source>No speech engine could start ({reason}). The narrator shows its lines as captions, with the chimes. On Linux, speech needs Festival or espeak-ng: install them (for example: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) and start the app again.</source>
        <translation>Не удалось запустить ни один синтезатор речи ({reason}). Ведущий показывает свои реплики подписями и подаёт звуковые сигналы. В Linux для речи нужен Festival или espeak-ng: установите их (например: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) и перезапустите приложение.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../../mafia_desktop/storage/games.py" line="+38"/>
        <source>Could not save {path}: {reason}.</source>
        <translation>Не удалось сохранить {path}: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: {reason}.</source>
        <translation>Не удалось прочитать {path}: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not open {path}: {problem}.</source>
        <translation>Не удалось открыть {path}: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a game record this app can open: {reason}</source>
        <translation>Файл {file} не является записью игры, которую может открыть это приложение: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is missing</source>
        <translation>Файл {file} не найден</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{problem} It was kept aside as {aside}.</source>
        <translation>{problem} Файл отложен под именем {aside}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: it is not a regular file (a folder, a pipe or a device).</source>
        <translation>Не удалось прочитать {path}: это не обычный файл (папка, канал или устройство).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save {path}: it is a folder, not a file.</source>
        <extracomment>why a file cannot be written where it was asked: something other than a file is there</extracomment>
        <translation>Не удалось сохранить {path}: это папка, а не файл.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save {path}: it is a device, not a file; nothing was written to it.</source>
        <translation>Не удалось сохранить {path}: это устройство, а не файл; в него ничего не записано.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a pipe (FIFO), not a file; nothing was written to it.</source>
        <translation>Не удалось сохранить {path}: это канал (FIFO), а не файл; в него ничего не записано.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a socket, not a file; nothing was written to it.</source>
        <translation>Не удалось сохранить {path}: это сокет, а не файл; в него ничего не записано.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous good copy of {file} was opened instead (inputs in it: {count}).</source>
        <translation>Вместо него открыта предыдущая исправная копия {file} (ходов в ней: {count}).</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>{what} (free some space on that disk)</source>
        <extracomment>the game the record replays to (read replays it once: the table need not again)</extracomment>
        <translation>{what} (освободите место на этом диске)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (free some space: the disk quota is full)</source>
        <translation>{what} (освободите место: дисковая квота исчерпана)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (the disk is read-only: save a copy elsewhere)</source>
        <translation>{what} (диск только для чтения: сохраните копию в другом месте)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>{what} (check the folder&apos;s permissions, or save a copy elsewhere)</source>
        <translation>{what} (проверьте права на папку или сохраните копию в другом месте)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} ({file} is a file where a folder should be)</source>
        <translation>{what} ({file} — файл там, где должна быть папка)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (part of the path is a file where a folder should be)</source>
        <translation>{what} (часть пути — файл там, где должна быть папка)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/series.py" line="+113"/>
        <source>The series database {path} cannot be used: {reason}.</source>
        <translation>Базу серий {path} нельзя использовать: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The series database {path} is in use by another program (another Mafia Desktop, perhaps). Close it and try again.</source>
        <translation>База серий {path} занята другой программой (возможно, другим Mafia Desktop). Закройте её и попробуйте снова.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/tournaments.py" line="+37"/>
        <source>{file} is not a tournament this app can open: {reason}</source>
        <translation>{file} — не турнир, который может открыть это приложение: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete {path}: {reason}.</source>
        <translation>Не удалось удалить {path}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/phones.py" line="+72"/>
        <source>No phones were paired for this game.</source>
        <extracomment>The versions read: 1 had no ``port``.</extracomment>
        <translation>Для этой игры телефоны не подключали.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones paired for another game are no longer paired: pair them again for this one.</source>
        <translation>Телефоны, подключённые к другой игре, отключены: подключите их заново для этой игры.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a list of paired phones this app can read ({reason}): pair the phones again.</source>
        <translation>Файл {file} не является списком подключённых телефонов, который может прочитать это приложение ({reason}): подключите телефоны заново.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} was written by another version of the app: pair the phones again.</source>
        <translation>Файл {file} записан другой версией приложения: подключите телефоны заново.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a link, not a file of this app&apos;s: it was not followed; pair the phones again.</source>
        <translation>Вместо файла {file} стоит ссылка: приложение по ней не переходит; подключите телефоны заново.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could be read by another account, so its keys are no longer secret: pair the phones again.</source>
        <translation>Файл {file} могла прочитать другая учётная запись, поэтому его ключи больше не секретны: подключите телефоны заново.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{problem} Pair the phones again.</source>
        <translation>{problem} Подключите телефоны заново.</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/screen.py" line="+120"/>
        <source>Narrator&apos;s caption</source>
        <extracomment>the user asked to leave the table (to the home screen) or to start a new game Play again: the same table with a new deal (the window starts it) the private panel came up (True) or went (False): no key of the table or the window acts while it shows what the public table on another screen shows now (a Board: see :mod:`.board`) asks the table a yes/no question (tests answer for the table) the referee console&apos;s own surfaces: built only when the game has a referee what the screen shows (made again from the table&apos;s state by every render)</extracomment>
        <translation>Субтитры диктора</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>No network for the phones: join the room&apos;s Wi-Fi or start the laptop&apos;s hotspot, then pick it in Settings. Until then everyone plays on the laptop.</source>
        <extracomment>the players&apos; phones (a game that plays with them), started once the screen is up</extracomment>
        <translation>Нет сети для телефонов: подключитесь к Wi-Fi в зале или включите точку доступа ноутбука, затем выберите её в настройках. А пока все играют на ноутбуке.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/clocks.py" line="+58"/>
        <location line="+151"/>
        <source>Skip</source>
        <extracomment>a clock ticked (the circle&apos;s centre and the public table follow) the step&apos;s timer or the day clock ran out, or the next speaker is up: the screen renders the called list&apos;s pause at the seat called is over</extracomment>
        <translation>Пропустить</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+150"/>
        <source>Skip to the next timer</source>
        <translation>Перейти к следующему таймеру</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/panel.py" line="+113"/>
        <source>Undo</source>
        <extracomment>a step&apos;s button was pressed (its key) Undo the game is over: a new game, or home</extracomment>
        <translation>Отменить ход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo the last input</source>
        <translation>Отменить последний ход</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Public log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again</source>
        <translation>Сыграть ещё раз</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same table, rules and roles, with a new deal</source>
        <translation>Тот же стол, правила и роли, новая раздача</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home</source>
        <translation>На главную</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private.py" line="+107"/>
        <source>The mafia have not chosen a victim: they wake again.</source>
        <extracomment>the private panel came up (True) or went (False) a screen of the private turn is up (the role it wakes is called, the public table follows) the private turn ended: ``to_table``, ``morning`` or ``time_up`` the private turn on the panel, and which turn it is (see flow.private_turn) the link a player&apos;s QR code carries, beside their card (a game with phones), or None</extracomment>
        <translation>Мафия не выбрала жертву: она просыпается снова.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia have not chosen a victim: one more round, for everyone.</source>
        <translation>Мафия не выбрала жертву: ещё один круг для всех.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/screen.py" line="+215"/>
        <source>Mafia Desktop — %1</source>
        <translation>Mafia Desktop — %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="+30"/>
        <source>Press a button first (who nominates, the vote…), then tap the players.</source>
        <translation>Сначала нажмите кнопку (кто выставляет, голосование…), затем нажимайте на игроков.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be picked for this.</source>
        <translation>%1: этот выбор здесь невозможен.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Press a button first (who accuses, the vote…), then tap the players.</source>
        <translation>Сначала нажмите кнопку (кто обвиняет, голосование…), затем нажимайте на игроков.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That tap is not a shot the rules allow (one shot each, never at oneself).</source>
        <translation>Такого выстрела правила не допускают (один выстрел на каждого, не в себя).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One hand each: %1&apos;s vote moves from %2 to %3.</source>
        <translation>У каждого одна рука: %1 переносит голос (%2 → %3).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>These rules keep no fouls (the club&apos;s sport is off in set-up).</source>
        <translation>По этим правилам фолы не ведутся (клубный счёт выключен в настройке игры).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game: no foul.</source>
        <translation>%1 уже вне игры: фол не даётся.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game: only a living player sees their card again.</source>
        <translation>%1 уже вне игры: свою карту снова смотрит только живой игрок.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Third foul for %1: their next speech is half its time. Undo takes it back.</source>
        <translation>Третий фол: %1, ближайшая речь вдвое короче. «Отменить ход» уберёт этот фол.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Third foul for %1: they lose today&apos;s speech. Undo takes it back.</source>
        <translation>Третий фол: %1 лишается сегодняшней речи. «Отменить ход» уберёт этот фол.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Third foul for %1: their next speech is lost. Undo takes it back.</source>
        <translation>Третий фол: %1 лишается следующей речи. «Отменить ход» уберёт этот фол.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fourth foul for %1: they leave the game. Undo takes it back.</source>
        <translation>Четвёртый фол: %1 покидает игру. «Отменить ход» уберёт этот фол.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul %2 of 4 for %1. Undo takes it back.</source>
        <translation>Фол %2 из 4: %1. «Отменить ход» уберёт этот фол.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Tap three players for the best move: %1 so far.</source>
        <translation>Для лучшего хода нажмите трёх игроков: пока выбрано %1.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 plays on the laptop from now on.</source>
        <translation>%1 — с этого момента на ноутбуке.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>That act of the referee cannot be made now.</source>
        <translation>Сейчас это решение судьи принять нельзя.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game already.</source>
        <translation>%1 уже вне игры.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A removal needs the reason, at most %1 characters.</source>
        <translation>Для удаления нужна причина, не длиннее %1 символов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooting order names one to three different players.</source>
        <translation>В порядке отстрела от одного до трёх разных игроков.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooting order is noted: %1. Undo takes it back.</source>
        <translation>Порядок отстрела записан: %1. «Отменить ход» уберёт его.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Technical foul %2 of %3 for %1: they leave the game. Undo takes it back.</source>
        <translation>Технический фол %2 из %3: %1 покидает игру. «Отменить ход» уберёт этот фол.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Technical foul %2 of %3 for %1. Undo takes it back.</source>
        <translation>Технический фол %2 из %3: %1. «Отменить ход» уберёт этот фол.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is removed from the game. Undo takes it back.</source>
        <translation>Удаление из игры: %1. «Отменить ход» уберёт его.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has given up the game. Undo takes it back.</source>
        <translation>Сдача игры: %1. «Отменить ход» уберёт её.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not heard yet: %1. Vote now all the same?</source>
        <translation>Ещё не выступили: %1. Всё равно голосовать?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not heard yet: %1. End the day all the same?</source>
        <translation>Ещё не выступили: %1. Всё равно закончить день?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %1 from the game? They leave at once, without last words.</source>
        <translation>Удалить из игры: %1? Без последнего слова, сразу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does %1 give up the game? They leave at once, without last words.</source>
        <translation>Сдача игры: %1? Выход сразу, без последнего слова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up: a random living player will die. Go ahead?</source>
        <translation>Время вышло: погибнет случайный живой игрок. Продолжить?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/screen.py" line="+269"/>
        <source>That choice is not possible now. Try again, or go to the next role.</source>
        <translation>Сейчас такой выбор невозможен. Попробуйте ещё раз или перейдите к следующей роли.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>%1 The game goes on in memory and each next move tries to save again; a copy can be saved from the Game menu.</source>
        <translation>%1 Игра продолжается в памяти, и каждый следующий ход снова пытается сохраниться; копию можно сохранить через меню «Игра».</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/narration.py" line="+106"/>
        <source>The narrator is getting ready…</source>
        <extracomment>a message for the table&apos;s flow (the list&apos;s pause or a timed call ran out, the narrator fell silent after a seat) the narrator&apos;s caption (empty: none) the time the circle&apos;s centre shows changed (the seat&apos;s pause began or stopped) (night, calls, index, the seat called) said a question is open: the list waits for the answer</extracomment>
        <translation>Ведущий готовится…</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="+8"/>
        <source>Start this night again? Every choice made tonight is taken back, and the turns start again from the first player.</source>
        <translation>Начать эту ночь заново? Все выборы этой ночи отменятся, и очередь снова начнётся с первого игрока.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go back to the day before this night? Every choice made that night is taken back: tell the table, and play the night again.</source>
        <translation>Вернуться ко дню перед этой ночью? Все выборы той ночи отменятся: сообщите об этом игрокам и сыграйте ночь заново.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the last night choice</source>
        <translation>последний ночной выбор</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1? That ended the day: this night is taken back, and the day goes on.</source>
        <translation>Отменить %1? Этим закончился день: эта ночь отменяется, и день продолжается.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1?</source>
        <translation>Отменить %1?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/screen.py" line="+56"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/clocks.py" line="-21"/>
        <location line="+9"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+9"/>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the speech</source>
        <translation>Закончить речь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End this speech: the next timer is up</source>
        <translation>Закончить эту речь: следующий таймер</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="+10"/>
        <source>{by} accusing {target}</source>
        <translation>обвинение: {by} → {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominating {target}</source>
        <translation>выставление на голосование: {by} → {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by}&apos;s second</source>
        <translation>поддержку обвинения: {by}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the tally of the votes</source>
        <translation>подсчёт голосов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the end of the day</source>
        <translation>конец дня</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the morning</source>
        <translation>наступление утра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last input</source>
        <translation>последний ход</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private_host.py" line="+82"/>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="-147"/>
        <source>Waiting for the phones of: %1</source>
        <translation>Ждём телефоны: %1</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-669"/>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth group</source>
        <translation>Молодёжная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Клубная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Ангел</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>András Kuba&apos;s rules, 1997</source>
        <translation>Правила Андраша Кубы, 1997</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A youth-group game with playing cards</source>
        <translation>Молодёжная игра с игральными картами</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian club rules, ten numbered seats</source>
        <translation>Правила российских клубов, десять пронумерованных мест</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Princeton rules, with the Angel</source>
        <translation>Принстонские правила, с Ангелом</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>nobody</source>
        <extracomment>FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: what they enclose takes its direction from its own first letter and leaves the sentence&apos;s order around it alone (Unicode&apos;s bidi algorithm)</extracomment>
        <translation>никто</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} and {last}</source>
        <translation>{first} и {last}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Zero night</source>
        <translation>Нулевая ночь</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Meeting night</source>
        <translation>Ночь знакомства</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night {n}</source>
        <translation>Ночь {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>День {n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>charge {who}</source>
        <translation>обвинение: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execute {who}</source>
        <translation>казнь: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convict {who}</source>
        <translation>осуждение: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jail {who}</source>
        <translation>тюрьма: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>should {who} all leave?</source>
        <translation>вывести из игры всех ({who})</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The mafia open their eyes and meet. No one is killed tonight.</source>
        <translation>Мафия открывает глаза и знакомится. Этой ночью никто не погибает.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The town sleeps.</source>
        <translation>Город спит.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Talk: there is no vote on the first day.</source>
        <translation>Обсуждение: в первый день голосования нет.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion and accusations.</source>
        <translation>Обсуждение и обвинения.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{accuser} accuses {suspect}. Is there a second?</source>
        <translation>{accuser} обвиняет: {suspect}. Кто поддержит обвинение?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to charge {who}</source>
        <translation>Голосование: предъявить обвинение — {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words, then the vote to execute {who}</source>
        <translation>Последнее слово, затем голосование о казни: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the vote to convict {who}</source>
        <translation>Оправдательная речь, затем голосование об осуждении: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the revote to jail {who}</source>
        <translation>Оправдательная речь, затем повторное голосование о тюрьме: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Should {who} all leave?</source>
        <translation>Кто за то, чтобы игру покинули все ({who})?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{question} {needed}.</source>
        <translation>{question} {needed}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Speeches and nominations. Nominated: {who}.</source>
        <translation>Речи и выставление кандидатур. Кандидатуры: {who}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speeches and nominations.</source>
        <translation>Речи и выставление кандидатур.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion, then every hand votes once.</source>
        <translation>Обсуждение, затем каждый голосует один раз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie: {who} defend, then the vote again.</source>
        <translation>Равенство голосов: оправдательные речи ({who}), затем повторное голосование.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="+51"/>
        <source>The town wins!</source>
        <translation>Победили мирные жители!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The mafia win!</source>
        <translation>Победила мафия!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+39"/>
        <source>Tap the player who seconds.</source>
        <translation>Нажмите на игрока, который поддерживает обвинение.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tap every raised hand, then count.</source>
        <translation>Нажмите на каждого, кто поднял руку, затем подсчитайте голоса.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player being voted on.</source>
        <translation>Нажмите на игрока, за которого голосуют.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hands for {candidate}: tap each raised hand.</source>
        <translation>Голосуем за кандидатуру: {candidate}. Нажмите на каждого, кто поднял руку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the meeting happen, then call the morning.</source>
        <translation>Дождитесь окончания знакомства, затем объявите утро.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone has been called. Call the morning.</source>
        <translation>Все роли вызваны. Объявите утро.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under these rules the mafia must choose a victim: go back to the mafia.</source>
        <translation>По этим правилам мафия обязана выбрать жертву: вернитесь к мафии.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-161"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+3"/>
        <source>Mafia, wake up: tap the victim they choose.</source>
        <translation>Просыпается мафия: нажмите на жертву, которую она выбрала.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+10"/>
        <source>The list is called to its end and nobody signed: no shot. Go on, or call it again.</source>
        <translation>Все места названы, знака не было: выстрела нет. Продолжайте или назовите места ещё раз.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End of the list</source>
        <translation>Все места названы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The checking role wakes: tap the player they point at.</source>
        <translation>Просыпается проверяющий: нажмите на игрока, на которого он указывает.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don wakes: tap the player he points at.</source>
        <translation>Просыпается Дон: нажмите на игрока, на которого он указывает.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The protector wakes: tap the player they protect.</source>
        <translation>Просыпается защитник: нажмите на игрока, которого он защищает.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold the button to see the answer; then call the next role.</source>
        <translation>Удерживайте кнопку, чтобы увидеть ответ; затем вызовите следующую роль.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last words are said, night falls.</source>
        <translation>Когда прозвучит последнее слово, наступает ночь.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone sees who went out and their card; then night falls.</source>
        <translation>Все видят, кто выбыл, и его карту; затем наступает ночь.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone sees who went out; then night falls.</source>
        <translation>Все видят, кто выбыл; затем наступает ночь.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="+17"/>
        <location line="+16"/>
        <source>{title}, wake up: tap the player they point at.</source>
        <translation>Просыпается {title}: нажмите на игрока, на которого он указывает.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{title}, wake up: tap the player they protect.</source>
        <translation>Просыпается {title}: нажмите на игрока, которого он защищает.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+86"/>
        <source>Cancel</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See a card again</source>
        <translation>Посмотреть карту ещё раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominate</source>
        <translation>Выставить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuse</source>
        <translation>Обвинить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second</source>
        <translation>Поддержать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayor&apos;s card</source>
        <translation>Карта Мэра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vote</source>
        <translation>К голосованию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the day</source>
        <translation>Завершить день</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>Night falls</source>
        <translation>Объявить ночь</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Time is up: fate picks</source>
        <translation>Время вышло: решает жребий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next candidate</source>
        <translation>Следующая кандидатура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous candidate</source>
        <translation>Предыдущая кандидатура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another candidate</source>
        <translation>Добавить кандидатуру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count the votes</source>
        <translation>Подсчитать голоса</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+682"/>
        <source>Morning</source>
        <translation>Объявить утро</translation>
    </message>
    <message>
        <location line="-674"/>
        <source>No shot: go on</source>
        <translation>Выстрела нет: дальше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the list again</source>
        <translation>Назвать места ещё раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Next role</source>
        <translation>Следующая роль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next player of this role</source>
        <translation>Следующий игрок с этой ролью</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night falls: pass the laptop</source>
        <translation>Ночь: передать ноутбук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best move: {name}</source>
        <translation>Лучший ход: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra points…</source>
        <translation>Дополнительные баллы…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the best move ({count} of 3)</source>
        <translation>Записать лучший ход ({count} из 3)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{by} accuses {target}</source>
        <translation>{by} обвиняет: {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominates {target}</source>
        <translation>{by} выставляет на голосование: {target}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{by} seconds the accusation of {target}</source>
        <translation>{by} поддерживает обвинение: {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No second: the accusation of {target} lapses</source>
        <translation>Обвинение ({target}) никто не поддержал: оно снимается</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passed</source>
        <translation>принято</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Should {who} all leave? {yes} yes, {needed} needed — {result}</source>
        <translation>Вывести из игры всех ({who})? «За» — {yes}, нужно — {needed}; {result}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to {motion}: {yes} yes, {needed} needed — {result}</source>
        <translation>Голосование «{motion}»: «за» — {yes}, нужно — {needed}; {result}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Votes: </source>
        <translation>Голоса: </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie between {who}</source>
        <translation>Равенство голосов: {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is cleared</source>
        <translation>Игрок {player} оправдан</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was killed in the night</source>
        <translation>Игрок {player} убит ночью</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time ran out: fate picks {player}, who dies</source>
        <translation>Время вышло: по жребию погибает игрок {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by a fourth foul, without last words</source>
        <translation>{player}: четвёртый фол — удаление без последнего слова</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by technical fouls, without last words</source>
        <translation>{player}: удаление за технические фолы, без последнего слова</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is removed by the referee, without last words</source>
        <translation>{player}: удаление судьёй, без последнего слова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gives up the game and leaves, without last words</source>
        <translation>{player}: сдача игры, без последнего слова</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} is out by the vote</source>
        <translation>Игрок {player} выбывает по итогам голосования</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s card: {role}</source>
        <translation>{player}: карта — {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No one died: {player} was saved</source>
        <translation>Никто не погиб: игрок {player} спасён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No one died: the victim was saved</source>
        <translation>Никто не погиб: жертву спасли</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good morning: no one died</source>
        <translation>Утро доброе: никто не погиб</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} takes {target} with them</source>
        <translation>{by} забирает с собой: {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} spares everyone</source>
        <translation>{by} щадит всех</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} shows the Mayor&apos;s card: their hand counts two</source>
        <translation>{player} показывает карту Мэра: голос считается за два</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} was shot by the mafia and joins them</source>
        <translation>{player}: выстрел мафии — переход к мафии</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was attacked in the night and is unharmed</source>
        <translation>{player}: ночью было нападение, но без вреда</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player}: third foul, and the next speech is half its time</source>
        <translation>{player}: третий фол — ближайшая речь вдвое короче</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Speeches start with {first}</source>
        <translation>Первым говорит игрок {first}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player}: this speech is half its time (three fouls)</source>
        <translation>{player}: эта речь вдвое короче (три фола)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: technical foul {count}</source>
        <translation>{player}: технический фол {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One candidate on the first day ({player}): no vote, the night falls</source>
        <translation>В первый день одна кандидатура ({player}): голосования нет, наступает ночь</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Don&apos;s shooting order: {named}</source>
        <translation>Порядок отстрела Дона: {named}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player}: third foul, and the next speech is lost</source>
        <translation>{player}: третий фол, следующая речь пропускается</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: foul {count}</source>
        <translation>{player}: фол {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses this speech (three fouls)</source>
        <translation>{player} пропускает эту речь (три фола)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s best move: {named}</source>
        <translation>Лучший ход ({player}): {named}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}&apos;s best move: {named} ({mafia} of them mafia)</source>
        <translation>Лучший ход ({player}): {named} (мафия из них: {mafia})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Extra points for {player}: {points} ({reason})</source>
        <translation>Дополнительные баллы — {player}: {points} ({reason})</translation>
    </message>
    <message>
        <location line="+369"/>
        <source>The laptop&apos;s turns are over. The night waits for the phones.</source>
        <translation>Ходы на ноутбуке окончены. Ночь ждёт телефоны.</translation>
    </message>
    <message>
        <location line="+262"/>
        <source>{targets}: {result}.</source>
        <translation>{targets}: {result}.</translation>
    </message>
    <message>
        <location line="-861"/>
        <location line="+331"/>
        <source>no answer</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The {by}: {result}</source>
        <translation>{by}: {result}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The {by}: mafia</source>
        <translation>{by}: это мафия</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The {by}: not mafia</source>
        <translation>{by}: не мафия</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {by} found the {title}</source>
        <translation>{by} нашёл {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {by}: not the {title}</source>
        <translation>{by}: не {title}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>this name looks the same as another player&apos;s (ignoring case)</source>
        <translation>это имя выглядит так же, как имя другого игрока (без учёта регистра)</translation>
    </message>
    <message>
        <location line="+222"/>
        <source>Everyone has seen their card. Give the laptop back to the host.</source>
        <translation>Все увидели свои карты. Верните ноутбук ведущему.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The other mafia:</source>
        <translation>Остальная мафия:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose below what you do tonight; then tap the player and Confirm. The step ends by itself when its time is up.</source>
        <translation>Выберите ниже, что вы делаете этой ночью; затем нажмите на игрока и «Подтвердить». Когда время выйдет, этап завершится сам.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You chose: {act}.</source>
        <translation>Ваш выбор: {act}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+143"/>
        <source>Chosen so far: {names}. Tap the next player, then Confirm.</source>
        <translation>Уже выбрано: {names}. Нажмите на следующего игрока, затем «Подтвердить».</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+141"/>
        <source>You name {count} players: tap the first, then Confirm.</source>
        <translation>Вы называете игроков: {count}. Нажмите на первого, затем «Подтвердить».</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Tap the player you choose, then Confirm.</source>
        <translation>Нажмите на выбранного игрока, затем «Подтвердить».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step ends by itself when its time is up.</source>
        <translation>Когда время выйдет, этап завершится сам.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back to the host</source>
        <translation>Вернуть ведущему</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More time</source>
        <translation>Ещё время</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{role}: {entered} entered, {dealt} dealt</source>
        <translation>{role}: введено {entered}, роздано {dealt}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tap a seat to change its card.</source>
        <translation>Нажмите на место, чтобы сменить его карту.</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>You learn nothing tonight.</source>
        <translation>Этой ночью вы ничего не узнаёте.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-45"/>
        <source>{by} shot at {target}</source>
        <translation>{by} стреляет: {target}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{by} checked {target}: {result}</source>
        <translation>{by} проверяет: {target} — {result}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{target} is the {title}.</source>
        <translation>{target} — {title}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not the {title}.</source>
        <translation>{target} — не {title}.</translation>
    </message>
    <message>
        <location line="-19"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-56"/>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not mafia</source>
        <translation>не мафия</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>found</source>
        <translation>найден</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not there</source>
        <translation>не найден</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{by} protected {target}</source>
        <translation>{by} защищает: {target}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-1008"/>
        <source>The mafia meet, then the {title} meets the host. No one is killed tonight.</source>
        <translation>Мафия знакомится, затем {title} знакомится с ведущим. Этой ночью никто не погибает.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Tap the player who nominates.</source>
        <translation>Нажмите на игрока, который выставляет кандидатуру.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they nominate.</source>
        <translation>{actor} выставляет кандидатуру: нажмите на выставленного игрока.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who accuses.</source>
        <translation>Нажмите на игрока, который обвиняет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they accuse.</source>
        <translation>{actor} обвиняет: нажмите на обвиняемого игрока.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} takes someone with them: tap whom they name, or Nobody if they spare everyone.</source>
        <translation>{player}: можно забрать кого-то с собой — нажмите на названного игрока или «Никого», если пощажены все.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap the player who shows the Mayor&apos;s card: the app checks it, and says if it is not.</source>
        <translation>Нажмите на игрока, который показывает карту Мэра: приложение проверит карту и скажет, если это не так.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s best move: tap the three players they name ({count} of 3).</source>
        <translation>Лучший ход ({name}): нажмите трёх названных игроков ({count} из 3).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Mafia, eyes shut: read each seat out and tap every player who signs at it.</source>
        <translation>Мафия, глаза закрыты: называйте места по очереди и отмечайте каждого, кто подаст знак.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mafia, eyes shut: tap every player who signs at the seat called. The list moves on.</source>
        <translation>Мафия, глаза закрыты: отмечайте каждого, кто подаст знак на названное место. Список идёт дальше сам.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is paused. Tap every player who signs at the seat called.</source>
        <translation>Список на паузе. Отмечайте каждого, кто подаст знак на названное место.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat {seat} — {name}</source>
        <translation>Место {seat} — {name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Whose card? Tap the seat of the player who wants to see their card again.</source>
        <translation>Чья карта? Нажмите на место игрока, который хочет ещё раз посмотреть свою карту.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{title}, wake up: press what they do tonight, then tap the player.</source>
        <translation>Просыпается {title}: нажмите, что он делает этой ночью, затем — на игрока.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marked: {names}. Tap the next player they name.</source>
        <translation>Отмечено: {names}. Нажмите на следующего игрока, которого он называет.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{first} or {last}</source>
        <translation>{first} или {last}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{act} (once a game)</source>
        <translation>{act} (раз за игру)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{act} ({count} times a game)</source>
        <translation>{act} (раз за игру: {count})</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Next seat</source>
        <translation>Следующее место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seat: done</source>
        <translation>Последнее место: готово</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the list</source>
        <translation>Начать список</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause the list</source>
        <translation>Приостановить список</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the list</source>
        <translation>Продолжить список</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call this seat again</source>
        <translation>Назвать место ещё раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back one seat</source>
        <translation>Назад на одно место</translation>
    </message>
    <message>
        <location line="+304"/>
        <source>The {by}: {targets} — {result}</source>
        <translation>{by}: {targets} — {result}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{who} speaks</source>
        <translation>Говорит {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Last words: {who}</source>
        <translation>Последнее слово: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence: {who}</source>
        <translation>Оправдательная речь: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>Обсуждение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>До конца дня осталось</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a name cannot be empty</source>
        <translation>имя не может быть пустым</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name can have at most 24 characters</source>
        <translation>имя может содержать не более 24 символов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain line breaks or tabs</source>
        <translation>имя не может содержать переносы строк или табуляцию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name cannot contain invisible or text-direction characters (zero-width, bidi)</source>
        <translation>в имени не может быть невидимых символов и символов направления текста (нулевой ширины, bidi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name needs at least one letter, digit or sign that shows</source>
        <translation>в имени должна быть хотя бы одна видимая буква, цифра или знак</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat {seat} ({name}): {reason}.</source>
        <translation>Место {seat} ({name}): {reason}.</translation>
    </message>
    <message>
        <location line="+214"/>
        <source>Thank you. Put the laptop back where it was.</source>
        <translation>Спасибо. Верните ноутбук на место.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every role has been called: the night is over. The laptop stays in the middle.</source>
        <translation>Все роли вызваны: ночь окончена. Ноутбук остаётся в центре.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone has had their turn. Put the laptop back in the middle.</source>
        <translation>Круг пройден. Верните ноутбук в центр стола.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Pass the laptop back to the table.</source>
        <translation>Все сделали свой ход. Верните ноутбук на стол.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, wake up</source>
        <translation>Просыпается {role}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the laptop to {who} (seat {seat})</source>
        <translation>Передайте ноутбук: {who} (место {seat})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who}&apos;s turn (seat {seat})</source>
        <translation>Ход: {who} (место {seat})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap a seat first, then Confirm.</source>
        <translation>Сначала нажмите на место, затем «Подтвердить».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That choice is not possible: pick another player.</source>
        <translation>Такой выбор невозможен: выберите другого игрока.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You are: {role}</source>
        <translation>Ваша роль: {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-16"/>
        <source>{by} looked for the {title} at {target}: {result}</source>
        <translation>{by} ищет, кто {title}, и проверяет: {target} — {result}</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Mafia: whom do the mafia kill tonight? Your choice replaces the one before.</source>
        <translation>Мафия: кого вы убиваете этой ночью? Ваш выбор заменяет предыдущий.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+211"/>
        <source>So far: {target} (chosen by {by}).</source>
        <translation>Выбор пока: {target} (решение: {by}).</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-4"/>
        <source>Mafia: whom do you shoot tonight? You shoot alone; Nobody is a choice too.</source>
        <translation>Мафия: в кого вы стреляете этой ночью? Вы стреляете самостоятельно; можно выбрать и «Никого».</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{title}: whom do you ask about tonight?</source>
        <translation>{title}: кого вы проверяете этой ночью?</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{title}: whom do you protect tonight?</source>
        <translation>{title}: кого вы защищаете этой ночью?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{title}, wake up: tap the player they kill.</source>
        <translation>Просыпается {title}: нажмите на игрока, которого он убивает.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you kill tonight? You kill alone; Nobody is a choice too.</source>
        <translation>{title}: кого вы убиваете этой ночью? Вы действуете в одиночку; можно выбрать и «Никого».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} stabbed {target}</source>
        <translation>{by} нападает: {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they spend the night with.</source>
        <translation>Просыпается {title}: нажмите на игрока, с которым она проводит ночь.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{title}: whom do you spend the night with?</source>
        <translation>{title}: с кем вы проводите эту ночь?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} spent the night with {target}</source>
        <translation>Ночь вместе: {by} и {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} may not vote today</source>
        <translation>Игрок {player} сегодня не голосует</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they guard.</source>
        <translation>Просыпается {title}: нажмите на игрока, которого он охраняет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you guard tonight?</source>
        <translation>{title}: кого вы охраняете этой ночью?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} guarded {target}</source>
        <translation>{by} охраняет: {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} died guarding {player}</source>
        <translation>{by} погибает, защищая: {player}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-196"/>
        <source>Who do you suspect most?</source>
        <translation>Кого вы подозреваете больше всего?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whom do you trust most?</source>
        <translation>Кого вы считаете самым надёжным?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who has been quietest today?</source>
        <translation>Кого сегодня было меньше всего слышно?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-66"/>
        <source>{title}: who do you think is the {finds}?</source>
        <translation>{title}: кто, по-вашему, {finds}?</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>{target} is mafia.</source>
        <translation>{target} — мафия.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not mafia.</source>
        <translation>{target} — не мафия.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+8"/>
        <source>Thank you. Your answer is noted.</source>
        <translation>Спасибо. Ваш ответ учтён.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tap the player you choose, then Confirm. The step ends by itself when its time is up.</source>
        <translation>Нажмите на выбранного игрока, затем «Подтвердить». Когда время выйдет, этап завершится сам.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Which card do you hold? Choose it below, then Confirm.</source>
        <translation>Какая у вас карта? Выберите её ниже, затем нажмите «Подтвердить».</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Got it</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <location line="-689"/>
        <location line="+690"/>
        <source>Nobody</source>
        <translation>Никого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the table</source>
        <translation>Вернуться к столу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the cards</source>
        <translation>Проверить карты</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{entered} × {card} entered, but {dealt} dealt</source>
        <translation>«{card}»: введено {entered}, а роздано {dealt}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone enters their card again, privately.</source>
        <translation>Пусть каждый снова введёт свою карту втайне от других.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-350"/>
        <source>The Maniac wins!</source>
        <translation>Победил Маньяк!</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{title}, wake up: tap the player they block.</source>
        <translation>{title}, просыпайтесь: нажмите на игрока, которого он блокирует.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you block tonight? Whatever they do tonight will not count.</source>
        <translation>{title}: кого вы блокируете этой ночью? Его действия этой ночью не засчитаются.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} blocked {target}</source>
        <translation>{by} → {target}: блок</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The Jester wins!</source>
        <translation>Победа Шута!</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>{title}, wake up: tap the player they fire at.</source>
        <translation>{title}, просыпайтесь: нажмите на игрока, в которого он стреляет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you fire at tonight? Once a game, instead of your check.</source>
        <translation>{title}: в кого вы стреляете этой ночью? Один раз за игру, вместо проверки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} fired at {target}</source>
        <translation>{by} → {target}: выстрел</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{title}, wake up: tap the two players they compare.</source>
        <translation>{title}, просыпайтесь: нажмите на двух игроков, которых он сравнивает.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: which two players do you compare tonight?</source>
        <translation>{title}: каких двух игроков вы сравниваете этой ночью?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} compared {target}: {result}</source>
        <translation>{by} сравнивает: {target} — {result}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one side</source>
        <translation>одна сторона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>different sides</source>
        <translation>разные стороны</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on one side.</source>
        <translation>{target} и {second} играют на одной стороне.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on different sides.</source>
        <translation>{target} и {second} играют на разных сторонах.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-9"/>
        <source>The {role} wins!</source>
        <extracomment>Names the app has given, or will give, to acts, events, roles and calls (issue 47&apos;s record contract): a pack role never takes one, so a record stays readable by later versions. Every refusal&apos;s code; the Qt layer words each (``mafia_desktop.ui.dialogs.roles_editor``). A lone side&apos;s words, by key of :class:`~.kinds.Team` (``{role}``: the role&apos;s name in the language spoken); English sources of the catalogue, in the contexts ``kinds.WORD_CONTEXTS`` says.</extracomment>
        <translation>Победа: {role}!</translation>
    </message>
</context>
<context>
    <name>TournamentScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/tournament_screen.py" line="-390"/>
        <source>Tournament games</source>
        <translation>Турнирные игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <location line="+438"/>
        <location line="+29"/>
        <location line="+373"/>
        <location line="+7"/>
        <source>Tournaments</source>
        <extracomment>the tournaments and the games were read, and the screen filled *Start this game*: the tournament, the round and the table (1-based)</extracomment>
        <translation>Турниры</translation>
    </message>
    <message>
        <location line="-377"/>
        <source>New tournament…</source>
        <translation>Новый турнир…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The schedule and the standings</source>
        <translation>Расписание и таблица</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Schedule</source>
        <translation>Расписание</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>Баллы за лучший ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>Standings</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start this game</source>
        <translation>Начать эту игру</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print schedule…</source>
        <translation>Печать расписания…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading the tournaments…</source>
        <translation>Читаем турниры…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A file that cannot be read</source>
        <translation>Файл, который не читается</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No tournament yet: New tournament… seats one.</source>
        <translation>Турниров пока нет: «Новый турнир…» создаст и рассадит первый.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Players: %1; tables: %2; rounds: %3; played: %4 of %5</source>
        <translation>Игроков: %1; столов: %2; туров: %3; сыграно: %4 из %5</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting out</source>
        <translation>Пропускают тур</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ranked by: %1</source>
        <translation>Порядок мест: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete the tournament %1? Its games stay.</source>
        <translation>Удалить турнир «%1»? Его игры останутся.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Принтер не запустился; ничего не напечатано.</translation>
    </message>
</context>
<context>
    <name>VoiceFetch</name>
    <message>
        <location filename="../../../mafia_desktop/narration/voice_fetch.py" line="+142"/>
        <source>The voice could not be fetched ({reason}). Nothing was kept; the narrator goes on with the voices it has.</source>
        <translation>Голос не удалось скачать ({reason}). Ничего не сохранено; диктор говорит уже установленными голосами.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download broke off before the end ({reason}). Nothing was kept: try again on a steadier connection.</source>
        <translation>Загрузка оборвалась, не дойдя до конца ({reason}). Ничего не сохранено: попробуйте ещё раз при более устойчивом соединении.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file that came is not the voice expected (its checksum differs): it was deleted and nothing was installed.</source>
        <translation>Пришёл не тот файл (контрольная сумма не совпадает): он удалён, ничего не установлено.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough room on the disk: the voice needs {megabytes} MB free in {folder}. Nothing was kept.</source>
        <translation>На диске не хватает места: голосу нужно {megabytes} МБ свободного места в {folder}. Ничего не сохранено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The voice could not be saved in {folder} ({reason}). Nothing was kept.</source>
        <translation>Голос не удалось сохранить в {folder} ({reason}). Ничего не сохранено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fetching the voice was cancelled. Nothing was kept.</source>
        <translation>Загрузка голоса отменена. Ничего не сохранено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This copy of the app cannot open secure (HTTPS) connections, so it cannot fetch the voice. Put the voice&apos;s two files ({name}.onnx and {name}.onnx.json) in {folder} by hand instead.</source>
        <translation>Эта копия программы не умеет открывать защищённые (HTTPS) соединения и потому не может скачать голос. Положите два файла голоса ({name}.onnx и {name}.onnx.json) в {folder} вручную.</translation>
    </message>
</context>
<context>
    <name>VoiceFetchRow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/voice_fetch_row.py" line="+52"/>
        <source>Fetch the voice</source>
        <translation>Скачать голос</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fetching the voice</source>
        <translation>Загрузка голоса</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No Piper voice is offered for this language.</source>
        <translation>Для этого языка голоса Piper нет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piper&apos;s neural voices need the piper-tts package (pip install piper-tts); the narrator speaks with Festival or espeak-ng meanwhile.</source>
        <translation>Нейросетевым голосам Piper нужен пакет piper-tts (pip install piper-tts); пока диктор говорит голосами Festival или espeak-ng.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Piper&apos;s voices cannot speak here (%1); the narrator speaks with Festival or espeak-ng.</source>
        <translation>Голоса Piper здесь не работают (%1); диктор говорит голосами Festival или espeak-ng.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Piper&apos;s neural voice %1 is installed.</source>
        <translation>Нейросетевой голос Piper %1 установлен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A clearer neural voice: Piper&apos;s %1 (%2 MB), fetched from the Piper project only when you ask. The app works without it.</source>
        <translation>Более разборчивый нейросетевой голос: %1 от Piper (%2 МБ). Скачивается с сайта проекта Piper, только если вы попросите; программа работает и без него.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Fetching Piper&apos;s voice %1 (%2 MB)…</source>
        <translation>Скачивается голос Piper %1 (%2 МБ)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Piper&apos;s neural voice %1 is installed: the narrator speaks with it from now on.</source>
        <translation>Нейросетевой голос Piper %1 установлен: теперь диктор говорит им.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try again</source>
        <translation>Попробовать ещё раз</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
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
        <translation>використання:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>позиційні аргументи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>параметри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subcommands</source>
        <translation>команди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>показати цю довідку й вийти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: помилка: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument {argument_name}: {message}</source>
        <translation>аргумент {argument_name}: {message}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the following arguments are required: {arguments}</source>
        <translation>бракує обов&apos;язкових аргументів: {arguments}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unrecognized arguments: {arguments}</source>
        <translation>нерозпізнані аргументи: {arguments}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>неприпустиме значення: {value} (можливі: {choices})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid {type} value: {value}</source>
        <translation>неприпустиме значення ({type}): {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>очікується одне значення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>очікується не більше одного значення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>очікується щонайменше одне значення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>неоднозначний параметр {option}: підходять {matches}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ignored explicit argument {value}</source>
        <translation>значення {value} тут не приймається</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected option string: {option}</source>
        <translation>неочікуваний параметр: {option}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed with argument {argument}</source>
        <translation>не можна використовувати разом з аргументом {argument}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the arguments {arguments} is required</source>
        <translation>потрібен один з аргументів {arguments}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown parser {parser_name} (choices: {choices})</source>
        <translation>невідома команда {parser_name} (можливі: {choices})</translation>
    </message>
</context>
<context>
    <name>Balance</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="+862"/>
        <source>town favoured</source>
        <translation>перевага мирних</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mafia favoured</source>
        <translation>перевага мафії</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+106"/>
        <source>{role} favoured</source>
        <translation>перевага: {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+506"/>
        <source>Maniac favoured</source>
        <translation>перевага Маніяка</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Jester favoured</source>
        <translation>перевага Блазня</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="+895"/>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+24"/>
        <source>even</source>
        <translation>рівні шанси</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+56"/>
        <source>The mafia&apos;s chance for each number of mafia: %1</source>
        <translation>Шанси мафії залежно від її чисельності: %1</translation>
    </message>
</context>
<context>
    <name>BalanceView</name>
    <message>
        <location line="+48"/>
        <source>The mafia&apos;s chance (random play) by number of mafia</source>
        <translation>Шанси мафії (випадкова гра) залежно від її чисельності</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No odds: this deal cannot start.</source>
        <translation>Шанси не рахуються: з такою роздачею гру не почати.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Random play is worked out exactly only without %1: the figures above are simulated.</source>
        <translation>Випадкова гра рахується точно лише без ролей: %1; цифри вище отримано моделюванням.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Random play (every vote and every kill by chance): mafia %1%, town %2%. Real tables play better than random play.</source>
        <translation>Випадкова гра (кожне голосування й кожне вбивство навмання): мафія %1%, мирні %2%. За справжнім столом грають краще, ніж навмання.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Informed play (the town acts on what its checks find): working it out…</source>
        <translation>Осмислена гра (місто діє за результатами перевірок): рахуємо…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Informed play (the town acts on what its checks find): mafia %1% ± %2, town %3% — %4</source>
        <translation>Осмислена гра (місто діє за результатами перевірок): мафія %1% ± %2, мирні %3% — %4</translation>
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
        <location line="-30"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-224"/>
        <location line="+1"/>
        <source>black Joker</source>
        <translation>чорний джокер</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+56"/>
        <location line="+1"/>
        <source>red Joker</source>
        <translation>червоний джокер</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+35"/>
        <location line="+1"/>
        <source>blank card</source>
        <translation>порожня карта</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Ace of spades</source>
        <translation>туз пік</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Ace of hearts</source>
        <translation>туз чирв</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>туз бубон</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Ace of clubs</source>
        <translation>туз треф</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+38"/>
        <location line="+26"/>
        <source>King of spades</source>
        <translation>король пік</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+28"/>
        <source>King of hearts</source>
        <translation>король чирв</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>King of diamonds</source>
        <translation>король бубон</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+34"/>
        <location line="+24"/>
        <source>King of clubs</source>
        <translation>король треф</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+61"/>
        <source>Queen of spades</source>
        <translation>дама пік</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+40"/>
        <source>Queen of hearts</source>
        <translation>дама чирв</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>Queen of diamonds</source>
        <translation>дама бубон</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+55"/>
        <source>Queen of clubs</source>
        <translation>дама треф</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+58"/>
        <source>Jack of spades</source>
        <translation>валет пік</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of hearts</source>
        <translation>валет чирв</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of diamonds</source>
        <translation>валет бубон</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+52"/>
        <source>Jack of clubs</source>
        <translation>валет треф</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+1"/>
        <location line="+55"/>
        <source>number card (2–10)</source>
        <translation>числова карта (2–10)</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Jack or Queen</source>
        <translation>валет або дама</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>King of hearts or diamonds</source>
        <translation>король чирв або бубон</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>King of clubs or spades</source>
        <translation>король треф або пік</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen of hearts or diamonds</source>
        <translation>дама чирв або бубон</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ace of spades or clubs</source>
        <translation>туз пік або треф</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Jack, black King or Queen</source>
        <translation>валет, чорні король або дама</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>red card (2–9)</source>
        <translation>червона карта (2–9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black card (2–9)</source>
        <translation>чорна карта (2–9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1108"/>
        <source>blank card with “{role}” written on it</source>
        <translation>порожня карта з написом «{role}»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{cards} or {card}</source>
        <translation>{cards} або {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} from the other deck</source>
        <translation>{card} з іншої колоди</translation>
    </message>
</context>
<context>
    <name>CircleKeys</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/keys.py" line="+140"/>
        <source>alive</source>
        <extracomment>a seat was picked (click, tap, Enter, or its number typed) in reorder mode, a seat was dragged from one position to another (0-based) a seat was held down (a long press), or F pressed on the seat with the cursor: a foul</extracomment>
        <translation>у грі</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>поза грою</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fouls: %1</source>
        <translation>фолів: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1, %2, %3</source>
        <translation>Місце %1, %2, %3</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="-1467"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>Ведіть гру «Мафія» за одним ноутбуком.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>resume a recorded game on the table</source>
        <translation>продовжити записану гру за столом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the app with the game in FILE on the table, where it stopped.</source>
        <translation>Відкрити застосунок із грою з файлу FILE на столі — з того місця, де вона зупинилася.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a game record (JSON)</source>
        <translation>запис гри (JSON)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>replay a game record and print its transcript as JSON</source>
        <translation>відтворити запис гри й вивести її перебіг як JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay a game record without a window and print the transcript as JSON. Exit status 0 when every input was accepted, 2 otherwise; 1 when the transcript cannot be written (standard output closed, or its disk full: said on standard error).</source>
        <translation>Відтворити запис гри без вікна й вивести перебіг гри як JSON. Код виходу 0, якщо прийнято всі дії, інакше 2; 1, якщо перебіг гри не вдається записати (стандартний вивід закрито або його диск заповнено: про це сказано в стандартному потоці помилок).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the record, or - for standard input</source>
        <translation>запис гри або - для стандартного вводу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>print cards and sheets to a PDF</source>
        <translation>надрукувати карти й аркуші в PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a PDF: role cards and the deck recipe for a deal, fold-over cards and the referee&apos;s sheet for a recorded game, a game&apos;s protocol, a game&apos;s log, or a tournament&apos;s schedule.</source>
        <translation>Створити PDF: карти ролей і склад колоди для роздачі, карти зі згином і аркуш ведучого для записаної гри, протокол гри, хід гри або розклад турніру.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>role cards (with backs and cut marks) and the deck recipe</source>
        <translation>карти ролей (із сорочками й мітками для розрізання) і склад колоди</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how many players</source>
        <translation>скільки гравців</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>how many of this role (default: the recommended deal)</source>
        <translation>скільки карт цієї ролі (типово: рекомендована роздача)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cards always come shuffled; a seed gives the same order every time</source>
        <translation>карти завжди перетасовані; із зерном порядок щоразу той самий</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fold-over cards for the players in --out, and the referee&apos;s sheet as a separate file beside it (cards.pdf -&gt; cards-referee.pdf)</source>
        <translation>карти зі згином для гравців — у --out, а аркуш ведучого — окремим файлом поруч (cards.pdf -&gt; cards-referee.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a game&apos;s protocol, as clubs keep it: the header, nominations and votes, fouls, shots, the best move and the points</source>
        <translation>протокол гри, як його ведуть у клубах: шапка, виставлення й голосування, фоли, відстріли, кращий хід і бали</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a game&apos;s log: the cards and the whole timeline</source>
        <translation>хід гри: карти й уся хронологія</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a tournament&apos;s schedule: every round and table, then a sheet for each table of each round</source>
        <translation>розклад турніру: усі тури й столи, потім аркуш для кожного столу кожного туру</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a tournament file (.mafia-tournament.json)</source>
        <translation>файл турніру (.mafia-tournament.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how likely each side is to win, for a deal and its rules</source>
        <translation>шанси кожної сторони на перемогу за цієї роздачі та цих правил</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chances of the mafia and the town: exact under random play (Migdal 2010, extended to roles), or simulated under informed play.</source>
        <translation>Шанси мафії та мирних: точні за випадкової гри (Migdal 2010, з розширенням на ролі) або змодельовані за осмисленої гри.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the whole mafia team, the Don included where the rules have one</source>
        <translation>уся команда мафії, разом із Доном, якщо він є в правилах</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a house rule (JSON value)</source>
        <translation>домашнє правило (значення в JSON)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games to simulate (informed)</source>
        <translation>скільки ігор моделювати (осмислена гра)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print JSON</source>
        <translation>вивести JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the standings of the club&apos;s series (finished games), as JSON or CSV</source>
        <translation>турнірна таблиця серії клубу (завершені ігри) у JSON або CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the standings of a series of finished games (an evening, a season), or of every finished game, from the saved games; no window is opened. A game&apos;s series is the one set for it, else the date it was played. Each player&apos;s line has their rating red and black (after every game up to the last one shown) and the first-night compensation (Ci). The filters add up: a series, a tournament, a span of days. Exit status 0; 2 when there is no finished game (in the filters), the series or tournament is unknown, or the series database is in use (said on stderr).</source>
        <translation>Вивести турнірну таблицю серії завершених ігор (вечора, сезону) або всіх завершених ігор зі збережених; вікно не відкривається. Серія гри — та, що для неї задана, інакше дата, коли її зіграли. У рядку кожного гравця — його червоний і чорний рейтинг (після кожної гри аж до останньої показаної) і компенсація за відстріл у першу ніч (Ci). Фільтри поєднуються: серія, турнір, проміжок днів. Код виходу 0; 2, якщо завершених ігор немає (з урахуванням фільтрів), серія чи турнір невідомі або база серій зайнята (про це сказано в stderr).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this series (default: every finished game)</source>
        <translation>ця серія (типово: усі завершені ігри)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games of this tournament only</source>
        <translation>лише ігри цього турніру</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the games from this day on</source>
        <translation>ігри починаючи з цього дня</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games up to this day</source>
        <translation>ігри до цього дня включно</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>statistics instead of the standings: each player&apos;s (wins by role, first-night shots, checks, best moves, fouls...), or each pair&apos;s (games together and against)</source>
        <translation>статистика замість таблиці: для кожного гравця (перемоги за ролями, відстріли в першу ніч, перевірки, кращі ходи, фоли...) або для кожної пари (ігри разом і один проти одного)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>list the series instead, the newest first</source>
        <translation>натомість перелічити серії, спершу нові</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the folder of saved games (default: the app&apos;s own)</source>
        <translation>папка збережених ігор (типово: папка застосунку)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check that the narrator can speak: say a line into a WAV file</source>
        <translation>перевірити, чи може диктор говорити: записати репліку у WAV-файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the speech engines the narrator uses (Piper where a voice of the language is installed, Festival where installed, else pyttsx3: espeak-ng on Linux, the system&apos;s voices elsewhere), say which engine and voice speak the language, and render one line to a WAV file with them. Exit status 0 when speech works, 3 when no engine starts (the app then shows the narrator&apos;s lines as captions), 2 when the voice asked for is not installed or the file cannot be written.</source>
        <translation>Запустити синтезатори мовлення, якими користується диктор (Piper, якщо встановлено голос цієї мови; Festival, якщо його встановлено; інакше pyttsx3: espeak-ng у Linux, системні голоси в інших системах), повідомити, який синтезатор і голос говорять цією мовою, і записати ними одну репліку у WAV-файл. Код виходу 0, якщо мовлення працює; 3, якщо не запускається жоден синтезатор (тоді застосунок показує репліки диктора субтитрами); 2, якщо запитаний голос не встановлено або файл не вдається записати.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the language to speak (default: English)</source>
        <translation>мова, якою говорити (типово: англійська)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this engine (default: the best one)</source>
        <translation>цей синтезатор (типово: найкращий)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this voice of the engine (default: the language&apos;s best)</source>
        <translation>цей голос синтезатора (типово: найкращий для мови)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line (default: the night&apos;s first line)</source>
        <translation>репліка (типово: перша репліка ночі)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>where to write it (default: a temporary file)</source>
        <translation>куди її записати (типово: у тимчасовий файл)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>where to write the PDF</source>
        <translation>куди записати PDF</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the PDF (default: English)</source>
        <translation>мова PDF (типово: англійська)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a preset (classic, youth, club, angel) or rules JSON</source>
        <translation>набір правил (classic, youth, club, angel) або правила в JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the command&apos;s messages (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>мова повідомлень команди (інакше: з налаштувань або системи)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>show program&apos;s version number and exit</source>
        <translation>показати версію програми й вийти</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>paint the window once, save it as a PNG at PATH and exit</source>
        <translation>намалювати вікно один раз, зберегти його як PNG за шляхом PATH і вийти</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the window&apos;s size, e.g. 1366x768 (for screenshots)</source>
        <translation>розмір вікна, наприклад 1366x768 (для знімків екрана)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the app&apos;s language this time (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>мова застосунку цього разу (інакше: з налаштувань або системи)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{text} is not a size like 1366x768</source>
        <translation>{text} — не розмір на зразок 1366x768</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text}: width and height must be 200 to 8000</source>
        <translation>{text}: ширина й висота мають бути від 200 до 8000</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>must be a whole number, not {text}</source>
        <translation>має бути ціле число, а не {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be {low} or more, not {text}</source>
        <translation>має бути не менше {low}, а не {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be at most {high}, not {text}</source>
        <translation>має бути не більше {high}, а не {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>must be a day as YYYY-MM-DD, not {text}</source>
        <translation>має бути дата у вигляді YYYY-MM-DD, а не {text}</translation>
    </message>
    <message>
        <location line="+290"/>
        <source>HOME is not set and this account has no home folder of its own, so the app would keep its games in {folder}; but {problem}. Set HOME to a folder of your own and start again.</source>
        <translation>HOME не задано, а в цього облікового запису немає власної домашньої папки, тож застосунок зберігав би ігри в {folder}; але {problem}. Укажіть у HOME власну папку й запустіть знову.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>HOME is not set; games are kept in {folder}</source>
        <translation>HOME не задано; ігри зберігаються в {folder}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{folder} cannot be read ({reason})</source>
        <translation>не вдається прочитати {folder} ({reason})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>others may rename folders in {folder} (it is writable by others and not sticky)</source>
        <translation>інші можуть перейменовувати папки в {folder} (інші можуть у неї записувати, а біта sticky в неї немає)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it cannot be made ({reason})</source>
        <translation>її не вдається створити ({reason})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link, which someone else may have made, not a folder</source>
        <translation>це посилання, яке міг створити хтось інший, а не папка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a file, not a folder</source>
        <translation>це файл, а не папка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that folder belongs to another account (user id {user}), which may read or change it</source>
        <translation>ця папка належить іншому обліковому запису (user id {user}), який може її читати й змінювати</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it was replaced while the app looked at it</source>
        <translation>її підмінили, поки застосунок її перевіряв</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it cannot be checked ({reason})</source>
        <translation>її не вдається перевірити ({reason})</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>no file name given: say which game record to open.</source>
        <translation>не вказано ім&apos;я файлу: укажіть, який запис гри відкрити.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>could not write the screenshot: {reason}.</source>
        <translation>не вдалося записати знімок екрана: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no file name given</source>
        <translation>не вказано ім&apos;я файлу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>could not write the screenshot to {file}: {reason}.</source>
        <translation>не вдалося записати знімок екрана в {file}: {reason}.</translation>
    </message>
    <message>
        <location line="+58"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+48"/>
        <source>the disk is full</source>
        <extracomment>the exit status of a command whose answer could not be written to standard output why a file cannot be written, by the error&apos;s number</extracomment>
        <translation>диск заповнено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full (the disk quota)</source>
        <translation>диск заповнено (вичерпано дискову квоту)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <location line="+14"/>
        <location line="+14"/>
        <source>it is closed</source>
        <translation>його закрито</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>the disk is read-only</source>
        <translation>диск доступний лише для читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>there is no permission to write there</source>
        <translation>немає прав на запис туди</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+91"/>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>its folder does not exist</source>
        <translation>його папки не існує</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+98"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-4"/>
        <source>it is a folder, not a file</source>
        <translation>це папка, а не файл</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>could not write to standard output: {reason}.</source>
        <translation>не вдалося записати в стандартний вивід: {reason}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the name is not a file name</source>
        <translation>це ім&apos;я не може бути іменем файлу</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a device, not a file</source>
        <translation>це пристрій, а не файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>це канал (FIFO), а не файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>це сокет, а не файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a file</source>
        <translation>це не файл</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>no folder name given for --games.</source>
        <translation>для --games не вказано ім&apos;я папки.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{folder} is not a folder.</source>
        <translation>{folder} — не папка.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no folder {folder}.</source>
        <translation>папки {folder} не існує.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the folder {folder}: {reason}.</source>
        <translation>не вдається прочитати папку {folder}: {reason}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no finished game in {folder}.</source>
        <translation>у {folder} немає жодної завершеної гри.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no series {name}; the series are: {names}.</source>
        <translation>серії {name} немає; є такі серії: {names}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no tournament {tournament}; the tournaments are: {ids}.</source>
        <translation>турніру {tournament} немає; є такі турніри: {ids}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no tournament {tournament}: no finished game names a tournament.</source>
        <translation>турніру {tournament} немає: жодна завершена гра не належить до турніру.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no finished game in these filters.</source>
        <translation>із цими фільтрами немає жодної завершеної гри.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the line given with --say is not text (it has bytes that are not UTF-8).</source>
        <translation>репліка в --say — не текст (у ній є байти не в UTF-8).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+13"/>
        <source>no file name given for --out.</source>
        <translation>для --out не вказано ім&apos;я файлу.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no speech engine could start ({reason}).</source>
        <translation>не вдалося запустити жоден синтезатор мовлення ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On Linux, speech needs Festival or espeak-ng: {command}</source>
        <translation>У Linux для мовлення потрібен Festival або espeak-ng: {command}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The app still runs: the narrator shows its lines as captions.</source>
        <translation>Застосунок однаково працює: диктор показує свої репліки субтитрами.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>engine: {engine} cannot start ({reason})</source>
        <translation>синтезатор: {engine} не запускається ({reason})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voice {voice} of {engine} does not speak {language}; {voices}</source>
        <translation>голос {voice} синтезатора {engine} не говорить мовою {language}; {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} does not speak {language}; {voices}</source>
        <translation>голос {voice} не говорить мовою {language}; {voices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the voice {voice} of {engine} is not installed; {voices}</source>
        <translation>голос {voice} синтезатора {engine} не встановлено; {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} is not installed; {voices}</source>
        <translation>голос {voice} не встановлено; {voices}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{engine} wrote no sound for {line} ({reason}).</source>
        <translation>синтезатор {engine} не записав звуку репліки {line} ({reason}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{engine} cannot speak ({reason}): {other} speaks instead</source>
        <translation>{engine} не може говорити ({reason}): замість нього говорить {other}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>default</source>
        <translation>типовий</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice: {command}</source>
        <translation>Для чіткішого голосу: {command}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>For a neural voice: Settings fetches Piper&apos;s {voice} on request.</source>
        <translation>Для нейромережевого голосу: у «Налаштуваннях» можна завантажити голос Piper {voice}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{line}: {seconds} s in {file}</source>
        <translation>{line}: {seconds} с, у {file}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{line}: {seconds} s</source>
        <translation>{line}: {seconds} с</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>could not write {file}: {reason}.</source>
        <translation>не вдалося записати {file}: {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no voice of {engine} speaks {language}.</source>
        <translation>жоден голос синтезатора {engine} не говорить мовою {language}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice of any engine speaks {language}.</source>
        <translation>жоден голос жодного синтезатора не говорить мовою {language}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no voice of {engine} installed speaks {language}.</source>
        <translation>серед установлених голосів синтезатора {engine} немає жодного для мови {language}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice installed speaks {language}.</source>
        <translation>серед установлених голосів немає жодного для мови {language}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voices that speak {language} are {voices}.</source>
        <translation>мовою {language} говорять голоси: {voices}.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>the value of --option {name} is nested too deeply</source>
        <translation>значення --option {name} має занадто глибоку вкладеність</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{team} {chance}%</source>
        <translation>{team} {chance}%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exact, random play</source>
        <translation>точно, випадкова гра</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{how}; random play is not worked out exactly for these roles</source>
        <translation>{how}; для цих ролей випадкова гра точно не розраховується</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mafia {mafia}%{margin}, town {town}%{others} ({verdict}; {how})</source>
        <translation>мафія {mafia}%{margin}, мирні {town}%{others} ({verdict}; {how})</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>this deal cannot start: {problem}</source>
        <translation>з такою роздачею гру не почати: {problem}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the rules JSON is nested too deeply</source>
        <translation>JSON правил має занадто глибоку вкладеність</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rules are not valid JSON ({reason})</source>
        <translation>правила — некоректний JSON ({reason})</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles ({special}) than players ({players})</source>
        <translation>особливих ролей ({special}) більше, ніж гравців ({players})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a count of a role cannot be below 0</source>
        <translation>кількість карт ролі не може бути меншою за 0</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+5"/>
        <source>could not write {file}: the name has bytes that are not text (UTF-8); nothing was written.</source>
        <translation>не вдалося записати {file}: в імені є байти, що не є текстом (UTF-8); нічого не записано.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>could not write {file}: it is the game record being printed; nothing was written.</source>
        <translation>не вдалося записати {file}: це той самий запис гри, що друкується; нічого не записано.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no file name given: say which game record to print.</source>
        <translation>не вказано ім&apos;я файлу: укажіть, який запис гри надрукувати.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>could not read {file}: {reason}.</source>
        <translation>не вдалося прочитати {file}: {reason}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such file or directory</source>
        <translation>такого файлу чи папки немає</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>could not write {file}: {reason}; nothing was written.</source>
        <translation>не вдалося записати {file}: {reason}; нічого не записано.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The players&apos; fold-over cards are in {cards}; the referee&apos;s sheet is in {sheet}.</source>
        <translation>Карти зі згином для гравців — у {cards}; аркуш ведучого — у {sheet}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles than players</source>
        <translation>особливих ролей більше, ніж гравців</translation>
    </message>
</context>
<context>
    <name>CliCounts</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/cli.py" line="-1091"/>
        <source>engine: {engine}, %n voice(s)</source>
        <translation>
            <numerusform>синтезатор: {engine}, %n голос</numerusform>
            <numerusform>синтезатор: {engine}, %n голоси</numerusform>
            <numerusform>синтезатор: {engine}, %n голосів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the voices that speak {language} are {voices} (%n in all).</source>
        <translation>
            <numerusform>мовою {language} говорять голоси: {voices} (усього %n).</numerusform>
            <numerusform>мовою {language} говорять голоси: {voices} (усього %n).</numerusform>
            <numerusform>мовою {language} говорять голоси: {voices} (усього %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>speech: {engine}, voice {voice} ({language}), %n word(s) a minute</source>
        <translation>
            <numerusform>мовлення: {engine}, голос {voice} ({language}), %n слово за хвилину</numerusform>
            <numerusform>мовлення: {engine}, голос {voice} ({language}), %n слова за хвилину</numerusform>
            <numerusform>мовлення: {engine}, голос {voice} ({language}), %n слів за хвилину</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n informed game(s)</source>
        <translation>
            <numerusform>%n осмислена гра</numerusform>
            <numerusform>%n осмислені гри</numerusform>
            <numerusform>%n осмислених ігор</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Club</name>
    <message>
        <location filename="../../../mafia_desktop/club/__init__.py" line="+36"/>
        <source>A tournament has 1 to {most} tables, not {tables}.</source>
        <extracomment>English sentences for every refusal of the club&apos;s package, by code; ``{x}`` takes a parameter.</extracomment>
        <translation>У турнірі може бути від 1 до {most} столів, а не {tables}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament has 1 to {most} rounds, not {rounds}.</source>
        <translation>У турнірі може бути від 1 до {most} турів, а не {rounds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table seats {least} to {most} players, not {table_size}.</source>
        <translation>За столом може бути від {least} до {most} гравців, а не {table_size}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{players} players cannot fill {tables} tables: a table needs at least 7 players, {least} in all.</source>
        <translation>Гравців: {players}, столів: {tables} — замало: за кожним столом потрібно щонайменше 7 гравців, усього {least}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player name “{name}” cannot be used: {problem}.</source>
        <translation>Ім&apos;я «{name}» не підходить: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” is entered twice (names that look the same count as the same player).</source>
        <translation>Ім&apos;я «{name}» введено двічі (імена, що виглядають однаково, вважаються одним гравцем).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pair to keep apart names “{name}”, who is not among the players.</source>
        <translation>У парі, яку треба розвести, вказано ім&apos;я «{name}», а такого гравця в турнірі немає.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pair to keep apart needs two different players.</source>
        <translation>У парі, яку треба розвести, мають бути двоє різних гравців.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pairs to keep apart cannot all be kept apart in round {round}: there are too few tables or too few players sitting out. Keep fewer pairs apart, or add a table.</source>
        <translation>У турі {round} не вдається розвести всі пари: замало столів або запасних. Розведіть менше пар або додайте стіл.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tournament&apos;s id must be 32 hexadecimal digits.</source>
        <translation>Ідентифікатор турніру — це 32 шістнадцяткові цифри.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament&apos;s name has 1 to {most} characters, on one line.</source>
        <translation>Назва турніру — від 1 до {most} символів в один рядок.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game type must be one of: {allowed}.</source>
        <translation>Тип ігор має бути одним із: {allowed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tie-break order must list different keys from: {allowed}.</source>
        <translation>Порядок додаткових показників має складатися з різних ключів зі списку: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no table {table} in round {round} of this tournament.</source>
        <translation>У турі {round} цього турніру немає столу {table}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a tournament: {reason}.</source>
        <translation>Файл не є турніром: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Mafia Desktop tournament.</source>
        <translation>Це не файл турніру Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file is of version {version}, which this version of the app cannot read.</source>
        <translation>Файл турніру версії {version}: ця версія застосунку не вміє його читати.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be {expected}.</source>
        <translation>У файлі турніру поле «{member}» має бути таким: {expected}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file has a member this app does not know: “{member}”.</source>
        <translation>У файлі турніру є поле, якого застосунок не знає: «{member}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be from {low} to {high}.</source>
        <translation>У файлі турніру поле «{member}» має бути від {low} до {high}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament&apos;s schedule is not right: round {round}, {reason}.</source>
        <translation>Помилка в розкладі турніру: тур {round}, {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the number of tables is not the tournament&apos;s</source>
        <extracomment>What :data:`CLUB_ERRORS`&apos; ``bad_schedule`` says is wrong (its ``reason``), by code.</extracomment>
        <translation>кількість столів не збігається з турнірною</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a table has too many or too few players</source>
        <translation>за столом забагато або замало гравців</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name is not among the players</source>
        <translation>вказано ім&apos;я, якого немає серед гравців</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is seated twice, or both seated and sitting out</source>
        <translation>гравця посаджено двічі або він водночас грає і пропускає тур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is neither seated nor sitting out</source>
        <translation>гравця не посаджено за стіл і не позначено як такого, що пропускає тур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair to keep apart sits at one table</source>
        <translation>пара, яку треба розвести, сидить за одним столом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number of rounds is not the tournament&apos;s</source>
        <translation>кількість турів не збігається з турнірною</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/club/tournament.py" line="+97"/>
        <source>Points</source>
        <extracomment>The game types a tournament&apos;s games count as (the rating&apos;s step is per game type). The tie-break keys, in no order: key -&gt; (the result line&apos;s field, which way is better: 1 the more the better, -1 the fewer), and its label (context ``Club``).</extracomment>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>Бали за кращий хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer fouls</source>
        <translation>Менше фолів</translation>
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
        <translation>Перегляд</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Page %1</source>
        <translation>Сторінка %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print…</source>
        <translation>Друк…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Print</source>
        <translation>Друк</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Принтер не запустився; нічого не надруковано.</translation>
    </message>
</context>
<context>
    <name>Duties</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-251"/>
        <source>You have no night power. Find the mafia by talking, watching and voting.</source>
        <translation>Уночі ви не дієте. Шукайте мафію: говоріть, спостерігайте, голосуйте.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At night you and the other mafia choose whom to kill. By day, hide among the town.</source>
        <translation>Уночі ви разом з іншою мафією обираєте, кого вбити. Удень ховайтеся серед мирних жителів.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You lead the mafia: you shoot with them, and each night you look for the {finds}.</source>
        <translation>Ви очолюєте мафію: стріляєте разом з нею, а щоночі шукаєте, хто {finds}.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Each night you ask whether one player is mafia.</source>
        <translation>Щоночі ви перевіряєте одного гравця: мафія він чи ні.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Each night you protect one player from the mafia.</source>
        <translation>Щоночі ви захищаєте від мафії одного гравця.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You play alone. Each night you may kill one player; you win when one other player is left.</source>
        <translation>Ви граєте самі за себе. Щоночі ви можете вбити одного гравця; ви перемагаєте, коли в грі, крім вас, лишається тільки один гравець.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Each night you spend the night with one player, never the same twice running: no one can kill them that night, and they may not vote the next day.</source>
        <translation>Щоночі ви проводите ніч з одним гравцем, але не з тим самим дві ночі поспіль: цієї ночі його ніхто не може вбити, а наступного дня він не голосує.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you guard one player, never yourself: if they are attacked, you die in their place.</source>
        <translation>Щоночі ви охороняєте одного гравця, але не себе: якщо на нього нападуть, ви загинете замість нього.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No one can kill you at night. Only the day&apos;s vote or fouls can put you out.</source>
        <translation>Уночі вас ніхто не може вбити. Вивести вас із гри можуть лише денне голосування або фоли.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each night you block one player, never yourself: whatever they do that night does not count.</source>
        <translation>Щоночі ви блокуєте одного гравця, але не себе: усе, що він зробить цієї ночі, не зараховується.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You play for the town. If the mafia shoot you, you do not die: you join them, and from the next night you shoot with them.</source>
        <translation>Ви граєте за місто. Якщо мафія вистрілить у вас, ви не загинете, а перейдете до неї і з наступної ночі стрілятимете разом з мафією.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You play for yourself: if the day&apos;s vote puts you out, you alone win at once. Killed at night, you are simply out.</source>
        <translation>Ви граєте самі за себе: якщо вдень голосування виведе вас із гри, ви одразу перемагаєте одноосібно. Якщо вас уб&apos;ють уночі, ви просто вибуваєте.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>You play for the town. Once, by day, you may show your card: from then your hand counts two in every vote.</source>
        <translation>Ви граєте за місто. Один раз, удень, ви можете показати свою карту: відтоді ваш голос рахується за два в кожному голосуванні.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>You play for the town. When the vote or the night puts you out, you may take one living player with you, or spare everyone.</source>
        <translation>Ви граєте за місто. Коли голосування або ніч виводять вас із гри, ви можете забрати з собою одного живого гравця або пощадити всіх.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you ask whether one player is mafia, or, once a game, you fire at one player instead.</source>
        <translation>Щоночі ви перевіряєте одного гравця: мафія він чи ні, — або один раз за гру натомість стріляєте в одного гравця.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Each night you name two other players and learn whether they play on one side (the town, the mafia, or a side of their own).</source>
        <translation>Щоночі ви називаєте двох інших гравців і дізнаєтеся, чи грають вони на одному боці (місто, мафія чи сам за себе).</translation>
    </message>
</context>
<context>
    <name>ExtraPoints</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/extra_points.py" line="+44"/>
        <source>Extra points</source>
        <translation>Додаткові бали</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The referee&apos;s extra points, plus or minus, are added to the player&apos;s points for this game.</source>
        <translation>Додаткові бали судді, плюс чи мінус, додаються до балів гравця за цю гру.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>What for (said aloud, written on the protocol)</source>
        <translation>За що (оголошується вголос, записується в протокол)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Бали</translation>
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
        <translation>Утримуйте, щоб побачити (або затисніть пробіл)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Hold to see</source>
        <translation>Утримуйте, щоб побачити</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Release to hide</source>
        <translation>Відпустіть, щоб сховати</translation>
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
        <translation>Гра «Мафія» для компанії за одним ноутбуком: чотири варіанти правил, один стіл.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the game</source>
        <translation>Продовжити гру</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a game record…</source>
        <translation>Відкрити запис гри…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print cards…</source>
        <translation>Друк карт…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series standings…</source>
        <translation>Таблиця і рейтинг…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournaments…</source>
        <translation>Турніри…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The rule sets</source>
        <translation>Варіанти правил</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 rules</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exactly %1 players</source>
        <translation>гравців: рівно %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to %2 players</source>
        <translation>гравців: від %1 до %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal for %1</source>
        <translation>Роздача (гравців: %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Ніч</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Перемога</translation>
    </message>
</context>
<context>
    <name>HostDealScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/host_deal.py" line="+44"/>
        <source>Seats: tap the seat, then the card its player holds</source>
        <extracomment>every seat holds a card and the cards add up: player -&gt; role Back to set-up a card was entered or taken back (the host&apos;s taps, to be kept)</extracomment>
        <translation>Місця: торкніться місця, потім карти його гравця</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who holds which card</source>
        <translation>У кого яка карта</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal the cards, then tap each seat and the card its player holds: the next seat is picked by itself. Only the host should see this screen.</source>
        <translation>Роздайте карти, потім торкайтеся кожного місця й карти його гравця: наступне місце обирається само. Цей екран має бачити лише ведучий.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take this seat&apos;s card off</source>
        <translation>Зняти карту з цього місця</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the game</source>
        <translation>Почати гру</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Seat %1 — %2: which card?</source>
        <translation>Місце %1 — %2: яка карта?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap a seat.</source>
        <translation>Торкніться місця.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2: %3 of %4</source>
        <translation>%1 — %2: %3 з %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every seat holds a card and the cards add up.</source>
        <translation>Кожне місце має карту, і всі карти збігаються з роздачею.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card yet: %1.</source>
        <translation>Ще без карти: %1.</translation>
    </message>
</context>
<context>
    <name>LogTail</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+43"/>
        <source>Public log</source>
        <translation>Журнал гри</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/game_opener.py" line="+124"/>
        <source>%1 is a game already among the saved games, played further: it goes on in %2.</source>
        <extracomment>the game the record replays to (reading replayed it once: the table does not again) its file in the store, where the game goes on; None: a copy goes on in a new file what was done on the way (a broken file set aside, its previous copy used), as messages a deal of physical cards is complete: the new game&apos;s record (the window puts it on the table) Back on the referee&apos;s deal screen: to set-up again nothing is written: not the game, not a copy of the file opened (a screenshot)</extracomment>
        <translation>%1 — гра, що вже є серед збережених, але зіграна далі: вона продовжується в %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is a game already among the saved games: it goes on in %2.</source>
        <translation>%1 — гра, що вже є серед збережених: вона продовжується в %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is an earlier copy of a game among the saved games: it goes on in %2, where it had got to (undo goes back).</source>
        <translation>%1 — давніша копія гри зі збережених: вона продовжується в %2 з того місця, де зупинилася (скасування повертає назад).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open a game record</source>
        <translation>Відкрити запис гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Записи ігор (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Cannot open %1: %2</source>
        <translation>Не вдалося відкрити %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Opened %1. The game goes on in %2; the file you opened is left as it was.</source>
        <translation>Відкрито файл %1. Гра продовжується у файлі %2; відкритий файл лишається без змін.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/home.py" line="+178"/>
        <source>Continue the game of %1 (%2)</source>
        <extracomment>the one signals object every scan reports through: made on the UI thread at the first search and never deleted, so a scan still reading when its window goes never emits on a dead object (Qt drops a queued report to a finder that is gone) a search ended: the newest unfinished game (a GameInfo), or None the one signals object every reading of past players reports through (see _SIGNALS)</extracomment>
        <translation>Продовжити гру від %1 (%2)</translation>
    </message>
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
        <translation>Залишити цю гру заради нової? Її буде збережено: «Продовжити гру» поверне до неї.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location line="+193"/>
        <location filename="../../../mafia_desktop/ui/window/theme.py" line="+6"/>
        <source>Continue the game</source>
        <translation>Продовжити гру</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is kept, just as it was: Continue the game takes you back to it.</source>
        <translation>Гру збережено як є: «Продовжити гру» поверне вас до неї.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="-351"/>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+53"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;New game</source>
        <translation>&amp;Нова гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a game record…</source>
        <translation>&amp;Відкрити запис гри…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save a copy as…</source>
        <translation>Зберегти &amp;копію як…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print cards and sheets…</source>
        <translation>&amp;Друк карт і аркушів…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series stan&amp;dings…</source>
        <translation>&amp;Таблиця і рейтинг…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To&amp;urnaments…</source>
        <translation>Т&amp;урніри…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Referee&apos;s acts…</source>
        <translation>&amp;Рішення судді…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Нала&amp;штування…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>На весь &amp;екран</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>Наз&amp;ад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Ви&amp;хід</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P&amp;hones…</source>
        <translation>Теле&amp;фони…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rules and roles…</source>
        <translation>&amp;Правила і ролі…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;About Mafia Desktop</source>
        <translation>Пр&amp;о Mafia Desktop</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>About Mafia Desktop</source>
        <translation>Про Mafia Desktop</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save a copy of the game</source>
        <translation>Зберегти копію гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (*.json)</source>
        <translation>Записи ігор (*.json)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The last moves of this game are not saved: %1 If you go on, they are lost.</source>
        <translation>Останні ходи цієї гри не збережено: %1 Якщо продовжити, їх буде втрачено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try again</source>
        <translation>Спробувати ще раз</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a copy elsewhere…</source>
        <translation>Зберегти копію в іншому місці…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard them</source>
        <translation>Відкинути їх</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Version %1</source>
        <translation>Версія %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>Гра «Мафія» за одним ноутбуком.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free software under the MIT licence.</source>
        <translation>Вільна програма за ліцензією MIT.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/tv.py" line="+57"/>
        <source>&amp;View</source>
        <extracomment>the user turned the public table on or off from the View menu (kept with the game)</extracomment>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the table on &amp;another screen</source>
        <translation>Показувати стіл на &amp;іншому екрані</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The circle, the clock and the log, full screen on a TV or a projector</source>
        <translation>Коло, годинник і журнал на весь екран на телевізорі чи проєкторі</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/voice.py" line="+148"/>
        <source>Speech: starting…</source>
        <translation>Озвучення: запуск…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no voice (captions only).</source>
        <translation>%1: голосу немає (лише субтитри).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2, voice %3.</source>
        <translation>%1: %2, голос %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the default</source>
        <translation>типовий</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice install Festival&apos;s: sudo apt install festival %1</source>
        <translation>Для чіткішого голосу встановіть голос Festival: sudo apt install festival %1</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-238"/>
        <source>{role}, wake up. Whom do you block tonight?</source>
        <translation>Прокидається {role}. Кого ви блокуєте цієї ночі?</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+173"/>
        <location line="+52"/>
        <location filename="../../../mafia_desktop/narration/night_script.py" line="+275"/>
        <location line="+4"/>
        <location line="+10"/>
        <location line="+8"/>
        <location line="+4"/>
        <location line="+7"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>{role}, close your eyes.</source>
        <translation>{role} заплющує очі.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{role}, wake up. Whom do you fire at?</source>
        <translation>Прокидається {role}. У кого ви стріляєте?</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>{role}, wake up. Which two players do you compare?</source>
        <translation>Прокидається {role}. Яких двох гравців ви порівнюєте?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/narration/night_script.py" line="-190"/>
        <source>Pass the laptop round the circle, one by one.</source>
        <extracomment>the victim where the kill may not be the mafia&apos;s (a lone killer, a guard dealt), if the script&apos;s own ``victim`` names the mafia as the killers</extracomment>
        <translation>Передавайте ноутбук по колу, кожному по черзі.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night falls. Whoever does not hold the laptop, look away from it.</source>
        <translation>Настає ніч. Хто не тримає ноутбук, не дивіться на нього.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+344"/>
        <source>{name} was killed in the night.</source>
        <translation>Цієї ночі загинув гравець {name}.</translation>
    </message>
    <message>
        <location line="-340"/>
        <source>{role}, close your eyes again: one step back.</source>
        <translation>{role} знову заплющує очі: повертаємося на крок назад.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} spent the night with the {role} and may not vote today.</source>
        <translation>Гравець {name} провів ніч із роллю «{role}» і сьогодні не голосує.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, a third foul: you lose your next speech.</source>
        <translation>{name}, третій фол: ви позбавляєтеся наступної промови.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, a third foul: you lose today&apos;s speech.</source>
        <translation>{name}, третій фол: ви позбавляєтеся сьогоднішньої промови.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, a fourth foul: you leave the game, without last words.</source>
        <translation>{name}, четвертий фол: ви залишаєте гру без останнього слова.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has three fouls and loses this speech.</source>
        <translation>{name}: три фоли, цю промову пропущено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, a third foul: your next speech is half its time.</source>
        <translation>{name}, третій фол: наступна промова вдвічі коротша.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has three fouls: this speech is half its time.</source>
        <translation>{name}: три фоли, ця промова вдвічі коротша.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, your best move: name the three players you think are mafia.</source>
        <translation>{name}, ваш кращий хід: назвіть трьох гравців, яких ви вважаєте мафією.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat {seat}, {name}.</source>
        <translation>Місце {seat}, {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, keep your eyes shut: make your sign when I call your victim&apos;s seat.</source>
        <translation>{role} не розплющує очей: подайте знак, коли я назву місце вашої жертви.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s card: {role}.</source>
        <translation>{name}. Карта: {role}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, open your eyes: tonight you may {choices}.</source>
        <translation>Прокидається {role}: цієї ночі ви можете {choices}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone sleep: close your eyes, bow your head and be silent.</source>
        <translation>Усі засинають: заплющте очі, схиліть голову й мовчіть.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and recognise each other.</source>
        <translation>{role} піднімає голову й знайомиться між собою.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, sleep again.</source>
        <translation>{role} знову засинає.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and meet the referee.</source>
        <translation>{role} піднімає голову й знайомиться з ведучим.</translation>
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
        <translation>{role} засинає.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>{role}, keep your heads down and your eyes shut. I will read the names of the living: make your sign at your victim&apos;s name.</source>
        <translation>{role} не піднімає голови й не розплющує очей. Я читатиму імена живих: подайте знак, коли почуєте ім&apos;я своєї жертви.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{role}, look up and agree on your victim.</source>
        <translation>{role} піднімає голову й домовляється про жертву.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and check someone.</source>
        <translation>{role} піднімає голову й перевіряє одного з гравців.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone sleep.</source>
        <translation>Усі засинають.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and look for the {finds}.</source>
        <translation>{role} піднімає голову й шукає, хто {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and protect someone.</source>
        <translation>{role} піднімає голову й обирає, кого захистити.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose your victim.</source>
        <translation>{role} піднімає голову й обирає жертву.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose whom to spend the night with.</source>
        <translation>{role} піднімає голову й обирає, з ким провести ніч.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and guard someone.</source>
        <translation>{role} піднімає голову й обирає, кого охороняти.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The night is over: everyone, open your eyes and raise your head.</source>
        <translation>Ніч минула: усі розплющують очі й піднімають голови.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia have killed {name}.</source>
        <translation>Жертва мафії: {name}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one.</source>
        <translation>Мафія нікого не вбила.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one: the {role} saved the victim.</source>
        <translation>Мафія нікого не вбила: жертву врятував {role}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone shut your eyes now.</source>
        <translation>Усі заплющують очі.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and look at each other.</source>
        <translation>Розплющує очі тільки {role}. Подивіться одне на одного.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and meet the leader.</source>
        <translation>Розплющує очі тільки {role}. Познайомтеся з ведучим.</translation>
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
        <translation>Розплющує очі тільки {role}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone open your eyes.</source>
        <translation>Усі розплющують очі.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, you have been killed.</source>
        <translation>{name}, вас убито.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No-one was killed.</source>
        <translation>Нікого не вбито.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No-one was killed, the {role} was successful.</source>
        <translation>Нікого не вбито: {role} впорався.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Night falls.</source>
        <translation>Настає ніч.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>{role} wakes up.</source>
        <translation>Прокидається {role}.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>{role} goes to sleep.</source>
        <translation>{role} засинає.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention, {role}! {role} walks past the players...</source>
        <translation>Увага, {role}! {role} проходить повз гравців...</translation>
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
        <translation>Дякую, {role}! {role} засинає.</translation>
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
        <translation>Прокидається {role}, {role} обирає жертву.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>{role} wakes up, {role} looks for the Mafia.</source>
        <translation>Прокидається {role}, {role} шукає Мафію.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} looks for: {finds}.</source>
        <translation>Прокидається {role}, {role} шукає, хто {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} chooses whom to protect.</source>
        <translation>Прокидається {role}, {role} обирає, кого захистити.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} chooses whom to spend the night with.</source>
        <translation>Прокидається {role}, {role} обирає, з ким провести ніч.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role} wakes up, {role} chooses whom to guard.</source>
        <translation>Прокидається {role}, {role} обирає, кого охороняти.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morning comes!</source>
        <translation>Настає ранок!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This morning is not a good one: player number {seat} leaves us.</source>
        <translation>Ранок недобрий: нас залишає гравець номер {seat}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This morning is a good one.</source>
        <translation>Ранок добрий.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This morning is a good one: the {role} saved the player.</source>
        <translation>Ранок добрий: гравця врятував {role}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card of player number {seat}: {role}.</source>
        <translation>Карта гравця номер {seat}: {role}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} looks for the Sheriff.</source>
        <translation>Прокидається {role}, {role} шукає Шерифа.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Night falls. Everyone, close your eyes.</source>
        <translation>Настає ніч. Усі заплющують очі.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, wake up and look at each other. No one is killed tonight.</source>
        <translation>Прокидається {role}. Подивіться одне на одного. Цієї ночі ніхто не загине.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+7"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>{role}, go to sleep.</source>
        <translation>{role} засинає.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>{role}, wake up and meet the host.</source>
        <translation>Прокидається {role}. Познайомтеся з ведучим.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+19"/>
        <source>{role}, wake up and choose your victim.</source>
        <translation>Прокидається {role}. Оберіть жертву.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>{role}, wake up and ask about one player.</source>
        <translation>Прокидається {role}. Перевірте одного гравця.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{role}, wake up and look for the {finds}.</source>
        <translation>Прокидається {role}. Шукайте, хто {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to protect.</source>
        <translation>Прокидається {role}. Оберіть, кого врятувати.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{role}, wake up and choose whom to spend the night with.</source>
        <translation>Прокидається {role}. Оберіть, з ким провести ніч.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to guard.</source>
        <translation>Прокидається {role}. Оберіть, кого охороняти.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone, wake up.</source>
        <translation>Усі прокидаються.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No one was killed in the night.</source>
        <translation>Цієї ночі нікого не вбито.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No one was killed in the night: the {role} saved the victim.</source>
        <translation>Цієї ночі нікого не вбито: жертву врятував {role}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, turn your card face up: {role}.</source>
        <translation>{name}, переверніть свою карту: {role}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>player {seat}</source>
        <translation>номер {seat}</translation>
    </message>
</context>
<context>
    <name>NetworkChoice</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/network_choice.py" line="+54"/>
        <source>Wi-Fi first</source>
        <extracomment>where the interfaces come from (tests offer the loopback one)</extracomment>
        <translation>Спочатку Wi-Fi</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/tournament_screen.py" line="+248"/>
        <source>New tournament</source>
        <extracomment>the one signals object every thread reports through: made on the UI thread at first use and never deleted, so a thread still working when its screen closes never emits on a dead object seated and saved (or refused): :attr:`tournament` or the problem shown</extracomment>
        <translation>Новий турнір</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tables</source>
        <translation>Столи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds</source>
        <translation>Тури</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game type</source>
        <translation>Тип ігор</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>One name a line</source>
        <translation>По одному імені в рядку</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players, one a line</source>
        <translation>Гравці, по одному в рядку</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add the ticked players</source>
        <translation>Додати позначених</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players of past games</source>
        <translation>Гравці минулих ігор</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First of the pair</source>
        <translation>Перше ім&apos;я пари</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second of the pair</source>
        <translation>Друге ім&apos;я пари</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep apart</source>
        <translation>Не садити разом</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the pair</source>
        <translation>Прибрати пару</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs to keep apart</source>
        <translation>Пари, яких не можна садити за один стіл</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Up</source>
        <translation>Вище</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Down</source>
        <translation>Нижче</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie-break order (first decides first)</source>
        <translation>Порядок ранжування (спершу верхній показник)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Create and seat</source>
        <translation>Створити й розсадити</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Players: %1</source>
        <translation>Гравців: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Seating the players…</source>
        <translation>Розсаджуємо гравців…</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-154"/>
        <source>Fewest players</source>
        <translation>Мінімум гравців</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most players</source>
        <translation>Максимум гравців</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia know each other</source>
        <translation>Мафія знайома між собою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the meeting night, the town&apos;s checkers meet the host</source>
        <translation>У ніч знайомства ролі міста, що перевіряють, знайомляться з ведучим</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game opens with</source>
        <translation>Гра починається з</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the day votes</source>
        <translation>Денне голосування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An accusation needs a second</source>
        <translation>Звинувачення треба підтримати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two votes: charge, then execute</source>
        <translation>Два голосування: висунути звинувачення, потім стратити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suspect votes on their own trial</source>
        <translation>Обвинувачений голосує у своїй справі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The acquitted are safe until tomorrow</source>
        <translation>Виправданого не можна знову звинуватити до завтра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A day may end without a death</source>
        <translation>День може закінчитися без вибування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time runs out, fate picks who dies</source>
        <translation>Якщо час вийшов, жереб вирішує, хто загине</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only nominees are voted on</source>
        <translation>Голосують лише за виставлені кандидатури</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader faces a revote</source>
        <translation>За лідера голосування голосують повторно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie</source>
        <translation>Рівність голосів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech order</source>
        <translation>Порядок промов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night kill</source>
        <translation>Нічне вбивство</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia may skip the kill</source>
        <translation>Мафія може не стріляти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect themself</source>
        <translation>Лікар може лікувати себе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect the same player two nights running</source>
        <translation>Лікар може лікувати одного гравця дві ночі поспіль</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The morning says when the doctor saved the victim</source>
        <translation>Уранці оголошують, що лікар урятував жертву</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards turned up at death</source>
        <translation>Карту вибулого відкривають</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia win when they</source>
        <translation>Мафія перемагає, коли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech</source>
        <translation>Промова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (day)</source>
        <translation>Останнє слово (вдень)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (night victim)</source>
        <translation>Останнє слово (убитого вночі)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>Виправдувальна промова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>Обговорення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day time limit</source>
        <translation>Ліміт часу на день</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning before the day ends</source>
        <translation>Попередження перед кінцем дня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls, the best move and points</source>
        <translation>Фоли, кращий хід і бали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One nominee on the first day</source>
        <translation>Одна кандидатура в перший день</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A third foul costs</source>
        <translation>Третій фол позбавляє</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Technical fouls that remove a player</source>
        <translation>Технічних фолів до вилучення</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The points of a game: the federation&apos;s current ones, or an older version (three mafia in the best move earn 0.5; the oldest also takes 0.7 for any removal).</source>
        <translation>Бали за гру: чинні бали федерації або попередня версія (три мафіозі в кращому ході дають 0,5; у найстарішій ще −0,7 за будь-яке вилучення).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The federation&apos;s rule: with one nominee on the first day, no vote is held.</source>
        <translation>Правило федерації: якщо в перший день виставлено одну кандидатуру, голосування немає.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The federation&apos;s rule: 30 seconds instead of 60 (half of the speech&apos;s time).</source>
        <translation>Правило федерації: 30 секунд замість 60 (половина часу промови).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>0: none are given. The federation&apos;s rule: 2. The referee gives them as a foul.</source>
        <translation>0 — технічні фоли не даються. За правилами федерації — 2. Суддя дає їх як звичайний фол.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Federation, current</source>
        <translation>Федерація, чинні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: best move 0.5</source>
        <translation>Федерація, попередні: кращий хід 0,5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: removal −0.7</source>
        <translation>Федерація, попередні: вилучення −0,7</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a meeting night</source>
        <translation>ночі знайомства</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day of talk, no vote</source>
        <translation>дня обговорення без голосування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a night with a kill</source>
        <translation>ночі з убивством</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day with a vote</source>
        <translation>дня з голосуванням</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accusations and trials</source>
        <translation>звинувачення і суд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a tally of raised hands</source>
        <translation>підрахунок піднятих рук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a revote, then nobody goes</source>
        <translation>переголосування, потім ніхто не вибуває</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>car crash</source>
        <translation>автокатастрофа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody goes</source>
        <translation>ніхто не вибуває</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>day k opens with seat k</source>
        <translation>щодня з наступного місця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than half of the mafia agree</source>
        <translation>згодні більше половини мафії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all the mafia agree</source>
        <translation>згодна вся мафія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one team choice</source>
        <translation>одне спільне рішення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never</source>
        <translation>ніколи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when voted out</source>
        <translation>при вибуванні голосуванням</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always</source>
        <translation>завжди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equal the rest</source>
        <translation>її стільки ж, скільки решти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next speech</source>
        <translation>найближчої промови</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half of the next speech</source>
        <translation>половини найближчої промови</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free discussion, no set order</source>
        <translation>вільне обговорення, без черговості</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outnumber the rest</source>
        <translation>її більше, ніж решти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is voted on, as any day</source>
        <translation>голосується, як будь-якого дня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no vote: the day ends</source>
        <translation>без голосування: день закінчується</translation>
    </message>
</context>
<context>
    <name>PairingCode</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/qr_view.py" line="+39"/>
        <source>QR code to pair your phone</source>
        <extracomment>The most device pixels a module is drawn (a code of 49 modules: 392 px). Room kept round the code and its line, in pixels.</extracomment>
        <translation>QR-код, щоб під&apos;єднати свій телефон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan to take your turns on your phone</source>
        <translation>Відскануйте, щоб ходити зі свого телефона</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones.py" line="+142"/>
        <source>The phones&apos; server cannot listen on %1: %2. Pick another network in the settings.</source>
        <extracomment>The page&apos;s files, served as they are (the same bytes for every token). a flow message for the screen to send (a phone joined) the phones&apos; state changed (joined, connected, dropped): the host&apos;s list shows it again the pairings by player name, and their tokens back to names the serial from which each seat&apos;s screen shows what it shows now (but the held words): an act on any screen since then is an act on this one each seat&apos;s running turn, and the serial from which its screens show it: a hold on any of them is a hold of this turn the pairings&apos; writes off the UI thread (one at a time, in order) why the phones cannot be used, in words (None: they can) the port this game&apos;s server listens on, or listened on last (kept with the pairings)</extracomment>
        <translation>Сервер для телефонів не може працювати на %1: %2. Виберіть іншу мережу в налаштуваннях.</translation>
    </message>
    <message>
        <location line="+207"/>
        <source>%1 · seat %2</source>
        <translation>%1 · місце %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your card</source>
        <translation>Утримуйте, щоб побачити свою карту</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hold to see your answer</source>
        <translation>Утримуйте, щоб побачити відповідь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your question (%1 of %2)</source>
        <translation>Утримуйте, щоб побачити запитання (%1 з %2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tonight your turn is on the laptop.</source>
        <translation>Цієї ночі ваш хід — на ноутбуці.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn is over. The night waits for the others.</source>
        <translation>Ваш хід завершено. Ніч чекає на інших.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: everyone plays theirs at once.</source>
        <translation>Ваш хід: усі ходять одночасно.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is in the middle of the table.</source>
        <translation>Ноутбук лежить посеред столу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>З ноутбуком: %1 (місце %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is on the table.</source>
        <translation>Ноутбук на столі.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Out: %1</source>
        <translation>Вибули: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Connecting to the laptop…</source>
        <translation>Під&apos;єднання до ноутбука…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No connection to the laptop: trying again…</source>
        <translation>Немає зв&apos;язку з ноутбуком: пробуємо знову…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This phone is no longer paired. Scan your code on the laptop again.</source>
        <translation>Цей телефон більше не під&apos;єднано. Відскануйте свій код на ноутбуці ще раз.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden. Hold again to see it.</source>
        <translation>Приховано. Утримуйте знову, щоб побачити.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones_dialog.py" line="+56"/>
        <location line="+219"/>
        <source>Phones</source>
        <translation>Телефони</translation>
    </message>
    <message>
        <location line="-208"/>
        <source>Each player pairs their phone by the QR code beside their card at the deal. A player taken back plays on the laptop, and that phone is no longer paired: to play on a phone again, they see their card again by day and scan the new code.</source>
        <extracomment>asks the host first (Yes: True); tests answer here</extracomment>
        <translation>Кожен гравець під&apos;єднує свій телефон за QR-кодом поруч зі своєю картою під час роздачі. Кого повернули на ноутбук, той ходить на ноутбуці, а його телефон від&apos;єднується: щоб знову ходити з телефона, треба вдень ще раз подивитися свою карту й відсканувати новий код.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Seat</source>
        <translation>Місце</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Use this network</source>
        <extracomment>each seat&apos;s row: its player&apos;s name to its phone&apos;s state and the button</extracomment>
        <translation>Перейти на цю мережу</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network</source>
        <translation>Мережа</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phones and the laptop must be on one network: the room&apos;s Wi-Fi or the laptop&apos;s hotspot (not a guest network, which keeps devices apart). After a change of network every phone scans its code again.</source>
        <translation>Телефони й ноутбук мають бути в одній мережі: Wi-Fi у залі або точка доступу ноутбука (не гостьова мережа — вона розділяє пристрої). Після зміни мережі кожен телефон знову сканує свій код.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Joined, connected</source>
        <translation>Під&apos;єднано, на зв&apos;язку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joined, connection lost</source>
        <translation>Під&apos;єднано, зв&apos;язок втрачено</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not joined</source>
        <translation>Не під&apos;єднано</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The phones reach the laptop at %1.</source>
        <translation>Телефони під&apos;єднуються до ноутбука за адресою %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phones cannot reach the laptop now.</source>
        <translation>Зараз телефони не можуть під&apos;єднатися до ноутбука.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>To the laptop</source>
        <translation>На ноутбук</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back to the laptop: %1 (seat %2)</source>
        <translation>Повернути на ноутбук: %1 (місце %2)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Take back to the laptop: %1 (seat %2)? From now on this seat&apos;s turns are on the laptop; a turn of tonight goes on there from where it stood.</source>
        <translation>Повернути на ноутбук: %1 (місце %2)? Відтепер ходи цього місця — на ноутбуці; розпочатий цієї ночі хід продовжиться там, де зупинився.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move the phones to %1? Every phone that joined must scan its code again.</source>
        <translation>Перевести телефони на %1? Кожен під&apos;єднаний телефон має заново відсканувати свій код.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/phrases.py" line="-882"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n голос</numerusform>
            <numerusform>%n голоси</numerusform>
            <numerusform>%n голосів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n of {voters} votes needed</source>
        <translation>
            <numerusform>потрібен %n голос із {voters}</numerusform>
            <numerusform>потрібно %n голоси з {voters}</numerusform>
            <numerusform>потрібно %n голосів із {voters}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Count: %n yes</source>
        <translation>
            <numerusform>Підрахунок: %n голос «за»</numerusform>
            <numerusform>Підрахунок: %n голоси «за»</numerusform>
            <numerusform>Підрахунок: %n голосів «за»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the vote with %n hand(s)</source>
        <translation>
            <numerusform>голосування: %n голос</numerusform>
            <numerusform>голосування: %n голоси</numerusform>
            <numerusform>голосування: %n голосів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-14"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+48"/>
        <source>The town won</source>
        <translation>Перемога мирних</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+1"/>
        <source>The mafia won</source>
        <translation>Перемога мафії</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-1"/>
        <source>The {role} won</source>
        <translation>Перемога: {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-356"/>
        <source>The Maniac won</source>
        <translation>Перемога Маніяка</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>The Jester won</source>
        <translation>Перемога Блазня</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1248"/>
        <source>Role cards: {preset}, {players} players</source>
        <translation>Карти ролей: {preset}, гравців: {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backs: print on the reverse (flip on the long edge)</source>
        <translation>Сорочки: друкувати на звороті (перевертання по довгому краю)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut along the marks. Every back is the same.</source>
        <translation>Розріжте по мітках. Усі сорочки однакові.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck for {preset}, {players} players</source>
        <translation>Колода: {preset}, гравців: {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take these cards from a standard deck, shuffle, and deal one to each player:</source>
        <translation>Візьміть зі звичайної колоди ці карти, перетасуйте й роздайте по одній кожному гравцеві:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} × {card} — {role}</source>
        <translation>{count} × {card} — {role}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} cards in all.</source>
        <translation>Усього карт: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold-over cards: {preset}</source>
        <translation>Карти зі згином: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold the flap over the role first, then fold on the middle line. Your name stays outside.</source>
        <translation>Спершу загніть клапан на роль, потім складіть по середній лінії. Ім&apos;я лишається зовні.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}</source>
        <translation>місце {seat}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fold this flap over first</source>
        <translation>спершу загніть цей клапан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are:</source>
        <translation>Ваша роль:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet: {preset}</source>
        <translation>Аркуш ведучого: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>Місце</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Ім&apos;я</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night {n}</source>
        <translation>Ніч {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>День {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed</source>
        <translation>убитий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checked</source>
        <translation>перевірений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>Вибув</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Нотатки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other mafia: {names}.</source>
        <translation>Решта мафії: {names}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>Протокол гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominated</source>
        <translation>Виставлений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes</source>
        <translation>Голоси</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed at night</source>
        <translation>Убитий уночі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks</source>
        <translation>Перевірки</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-2"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log: {preset}</source>
        <translation>Хід гри: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed {seed}</source>
        <translation>Зерно {seed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline</source>
        <translation>Хронологія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {page} of {pages}</source>
        <translation>Сторінка {page} з {pages}</translation>
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
        <translation>Решта мафії: місця {seats}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are the only mafioso.</source>
        <translation>Крім вас, мафії немає.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A printer that prints one side only: print the odd pages (the fronts), put the card sheets back in the tray turned over on their long edge, then print the even pages (the backs).</source>
        <translation>Якщо принтер друкує лише з одного боку: надрукуйте непарні сторінки (лицьові), покладіть аркуші з картами назад у лоток, перевернувши їх по довгому краю, потім надрукуйте парні сторінки (сорочки).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the cards on card stock (200–250 g/m²), or at least on thick paper (160 g/m²), and keep them in opaque sleeves.</source>
        <translation>Друкуйте карти на картоні (200–250 г/м²) або принаймні на щільному папері (160 г/м²) і зберігайте їх у непрозорих протекторах.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the fold-over cards on one side of thick paper (120–160 g/m²): it folds cleanly and nothing shows through the fold. Heavier card stock cracks on the fold unless it is scored first.</source>
        <translation>Друкуйте карти зі згином на одному боці щільного паперу (120–160 г/м²): він рівно згинається, і крізь згин нічого не видно. Щільніший картон тріскається на згині, якщо заздалегідь не продавити лінію згину.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{count} × {card}</source>
        <translation>{count} × {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cards} — {role}</source>
        <translation>{cards} — {role}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No playing card: write “{role}” on a blank card</source>
        <translation>Немає гральної карти: напишіть «{role}» на порожній карті</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No playing card: write “{role}” on {count} blank cards</source>
        <translation>Немає гральної карти: напишіть «{role}» на {count} порожніх картах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards “from the other deck” come from a second standard deck with a different back. So that the backs give no role away, put every card of the deal in the same opaque sleeves.</source>
        <translation>Карти «з іншої колоди» беруть із другої стандартної колоди з іншою сорочкою. Щоб сорочки не видали ролей, вкладіть усі карти роздачі в однакові непрозорі протектори.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A role with no playing card: write its name on a blank card with the same back as the other cards (a spare blank card of the deck, or a card of that back with a label over its face).</source>
        <translation>Роль без гральної карти: напишіть її назву на порожній карті з такою самою сорочкою, як в інших карт (запасна порожня карта колоди або карта з такою сорочкою й заклеєною лицьовою стороною).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take these cards from {decks} standard decks with the same back (different backs would give roles away), shuffle, and deal one to each player:</source>
        <translation>Візьміть ці карти з {decks} стандартних колод з однаковою сорочкою (за різними сорочками можна впізнати ролі), перетасуйте й роздайте по одній кожному гравцеві:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nominates</source>
        <translation>Виставив</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted for</source>
        <translation>Голосував за</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominates: the seat this player nominated. Voted for: the seat this player voted for in each vote of the day, in order (a revote after a tie comes second); + or − for or against all the tied players leaving; · no vote. Checks: the seat checked, + found, − not.</source>
        <translation>Виставив: номер гравця, якого виставив цей гравець. Голосував за: номер, за який гравець голосував у кожному голосуванні дня, по черзі (переголосування при рівності голосів — другим); + або − — за чи проти того, щоб усі гравці з рівною кількістю голосів покинули гру; · — не голосував. Перевірки: номер перевіреного, + — знайшов, − — ні.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club or table</source>
        <translation>Клуб або стіл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-1"/>
        <source>Referee</source>
        <translation>Суддя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>Серія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nights</source>
        <translation>Ночі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes of each day</source>
        <translation>Голосування за днями</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+4"/>
        <source>Best move</source>
        <translation>Кращий хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s extra points</source>
        <translation>Додаткові бали судді</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+72"/>
        <source>Fouls</source>
        <translation>Фоли</translation>
    </message>
    <message>
        <location line="-71"/>
        <location line="+65"/>
        <source>Points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Win</source>
        <translation>Перемога</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra</source>
        <translation>Дод.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted out</source>
        <translation>Заголосований</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>Відстріляний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed</source>
        <translation>Убитий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (fouls)</source>
        <translation>Вилучений (фоли)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>Час вийшов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (technical fouls)</source>
        <translation>Вилучений (техн. фоли)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed by the referee</source>
        <translation>Вилучений суддею</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gave up</source>
        <translation>Здача гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order (zero night)</source>
        <translation>Порядок відстрілу Дона (нульова ніч)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed: {reason}</source>
        <translation>Вилучення: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{how}, {when}</source>
        <translation>{how}, {when}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Ніч</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot at</source>
        <translation>Постріл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit</source>
        <translation>Влучання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved</source>
        <translation>Врятований</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed</source>
        <translation>Промах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}: {count}</source>
        <translation>місце {seat}: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All leave (seats {seats})? {yes} for, {needed} needed</source>
        <translation>Усі йдуть (місця {seats})? За: {yes}, потрібно {needed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{motion}: {yes} for, {needed} needed</source>
        <translation>{motion}: за {yes}, потрібно {needed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by</source>
        <translation>Автор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named</source>
        <translation>Названі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>Названо мафії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Переможець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls: ✓ for each foul given; the third costs the player&apos;s next speech, the fourth removes them.</source>
        <translation>Фоли: ✓ за кожен фол; третій позбавляє гравця наступної промови, четвертий вилучає з гри.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shot at: the seat the mafia shot, or each seat shot at where they did not agree.</source>
        <translation>Постріл: місце, у яке стріляла мафія, або кожне місце, якщо мафія не домовилася.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Votes: the votes each seat got, one line for each vote of the day, in order.</source>
        <translation>Голосування: скільки голосів отримало кожне місце, по рядку на кожне голосування дня, по черзі.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checks: the seat checked, + found, − not.</source>
        <translation>Перевірки: перевірене місце, + знайшов, − ні.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Standings: {series}</source>
        <translation>Турнірна таблиця: {series}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings: all games</source>
        <translation>Турнірна таблиця: усі ігри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; from {first} to {last}</source>
        <translation>Ігор: {games}; з {first} по {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; {date}</source>
        <translation>Ігор: {games}; {date}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Місце</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Частка перемог</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>За ролями</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>Кращі ходи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Червоні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The mafia shot at {target}</source>
        <translation>Постріл мафії: {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia did not agree: {shots}</source>
        <translation>Мафія не домовилася: {shots}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} at {target}</source>
        <translation>{by} → {target}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-13"/>
        <source>Schedule: {name}</source>
        <translation>Розклад: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players: {players}; tables: {tables}; rounds: {rounds}</source>
        <translation>Гравців: {players}; столів: {tables}; турів: {rounds}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final</source>
        <translation>Фінал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}</source>
        <translation>Тур {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {table}</source>
        <translation>Стіл {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · Table {table}</source>
        <translation>Тур {round} · Стіл {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitting out</source>
        <translation>Пропускають тур</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Referee&apos;s signature</source>
        <translation>Підпис судді</translation>
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
        <translation>Друк</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Role cards and the deck recipe</source>
        <extracomment>asks before a document that shows every role (tests answer it)</extracomment>
        <translation>Карти ролей і склад колоди</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fold-over cards for the players</source>
        <translation>Карти зі згином для гравців</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet</source>
        <translation>Аркуш ведучого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>Протокол гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Хід гри</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Гравців</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>Папір</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Preview and print…</source>
        <translation>Перегляд і друк…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as PDF…</source>
        <translation>Зберегти в PDF…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>One card per player: the name and seat outside, the role inside under a flap. Printed on one side, folded twice.</source>
        <translation>По карті на гравця: зовні ім&apos;я та місце, усередині під клапаном роль. Друкуються на одному боці й складаються двічі.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every seat with its role and a box for each night and day to write in during the game, and room for notes.</source>
        <translation>Усі місця з ролями й клітинкою на кожну ніч і кожен день, щоб записувати під час гри, і місце для нотаток.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The protocol a club keeps: the header (date, club, game, referee), how each player left, the nights&apos; shots and checks, every vote, and the fouls, the best move and the points where the rules keep score; filled in as far as the game has gone.</source>
        <translation>Протокол, який ведуть у клубі: шапка (дата, клуб, номер гри, суддя), хто і як вибув, нічні постріли й перевірки, усі голосування, а де ведеться рахунок — фоли, кращий хід і бали; усе вже зігране заповнено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card dealt, then everything that happened, night by night and day by day.</source>
        <translation>Усі роздані карти, а потім усе, що відбувалося, ніч за ніччю й день за днем.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>These cards show every player&apos;s role inside the fold. Open them only where no player can see the screen or the page. Go on?</source>
        <translation>Усередині цих карт, під згином, видно ролі всіх гравців. Відкривайте їх лише там, де жоден гравець не побачить ні екрана, ні аркуша. Продовжити?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This document shows every player&apos;s role. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>У цьому документі видно ролі всіх гравців. Відкривайте його лише там, де жоден гравець не побачить ні екрана, ні аркуша. Продовжити?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This document shows every player&apos;s role and every night choice. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>У цьому документі видно ролі всіх гравців і всі нічні ходи. Відкривайте його лише там, де жоден гравець не побачить ні екрана, ні аркуша. Продовжити?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Принтер не запустився; нічого не надруковано.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save as PDF</source>
        <extracomment>the file each document is offered as, named as the document is</extracomment>
        <translation>Зберегти в PDF</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it is a folder, not a file</source>
        <translation>це папка, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a device, not a file</source>
        <translation>це пристрій, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>це канал (FIFO), а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>це сокет, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder does not exist</source>
        <translation>такої папки немає</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no permission to write there</source>
        <translation>немає прав на запис у цю папку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>диск заповнено</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save %1: %2; nothing was written.</source>
        <translation>Не вдалося зберегти %1: %2; нічого не записано.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>Збережено: %1</translation>
    </message>
</context>
<context>
    <name>PrivatePanel</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/card_art.py" line="+62"/>
        <source>Your card (hold to see)</source>
        <translation>Ваша карта (утримуйте, щоб побачити)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="-168"/>
        <source>Your words (hold to see)</source>
        <extracomment>the light of the held words&apos; ceiling (see HeldWords), a share of the way from the ground to the ink: three times the least that evens the block&apos;s top edge in every language and preset (0.04, by tests/ui/test_glance.py), and faint beside the words&apos; own light (the middle rows of a line of words reach 0.45): the tall letters&apos; tops stand out of it as clearly as ever</extracomment>
        <translation>Ваш текст (утримуйте, щоб побачити)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/panel.py" line="+80"/>
        <source>Seats: tap or type a number to pick</source>
        <extracomment>the narrator (laptop in the middle): a role&apos;s step keeps its whole time while the narrator still calls it (anything with ``busy``; None: no voice to wait for) a deal in a game with phones: the pairing link of a player, whose QR code shows over the small circle while they hold (None: no code; see :meth:`set_pairing`)</extracomment>
        <translation>Місця: торкніться місця або введіть його номер</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only you should see this screen. Hold the circle below (or Space) to see your words.</source>
        <translation>Цей екран маєте бачити лише ви. Утримуйте коло внизу (або пробіл), щоб побачити свій текст.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Nothing secret is on this screen now.</source>
        <translation>Зараз на цьому екрані немає нічого таємного.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+148"/>
        <source>Next role in %1 s</source>
        <translation>Наступна роль за %1 с</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+150"/>
        <source>Time is nearly up: %1 s. Confirm now, or press More time.</source>
        <translation>Час майже минув: %1 с. Підтвердьте зараз або натисніть «Ще час».</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+165"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location line="-164"/>
        <location line="+201"/>
        <source>Wait %1 s</source>
        <translation>Зачекайте %1 с</translation>
    </message>
    <message>
        <location line="-201"/>
        <location line="+199"/>
        <source>Hold the circle first</source>
        <translation>Спершу утримуйте коло</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Release to hide.</source>
        <translation>Відпустіть, щоб сховати.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a straight face.</source>
        <translation>Зберігайте незворушний вигляд.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody else should see this.</source>
        <translation>Більше ніхто не має цього бачити.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then close your eyes again.</source>
        <translation>Потім знову заплющте очі.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Then pass the laptop on.</source>
        <translation>Потім передайте ноутбук далі.</translation>
    </message>
</context>
<context>
    <name>PublicTable</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+165"/>
        <source>Mafia Desktop — table</source>
        <extracomment>closed by hand (the window manager&apos;s Close), not by its manager</extracomment>
        <translation>Mafia Desktop — стіл</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Where the laptop is</source>
        <translation>Де ноутбук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timer</source>
        <translation>Таймер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Годинник</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>До кінця дня лишилося</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands up</source>
        <translation>Підняті руки</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Narrator&apos;s caption</source>
        <translation>Субтитри диктора</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>The laptop is in the middle: everyone&apos;s eyes are closed.</source>
        <translation>Ноутбук посеред столу: у всіх заплющені очі.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop goes back to the table.</source>
        <translation>Ноутбук повертається на стіл.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is with %1.</source>
        <translation>З ноутбуком: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>З ноутбуком: %1 (місце %2).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Hands up for %1: %2 of %3</source>
        <translation>%1 — піднято рук: %2 з %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands up: %1 of %2</source>
        <translation>Піднято рук: %1 з %2</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/rating_chart.py" line="+47"/>
        <source>Rating over time</source>
        <translation>Рейтинг за іграми</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No rated game yet.</source>
        <translation>Рейтингових ігор поки немає.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: red rating %2 after %n game(s) for the town</source>
        <translation>
            <numerusform>%1: червоний рейтинг %2 після %n гри за мирних</numerusform>
            <numerusform>%1: червоний рейтинг %2 після %n ігор за мирних</numerusform>
            <numerusform>%1: червоний рейтинг %2 після %n ігор за мирних</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black rating %1 after %n game(s) for the mafia</source>
        <translation>
            <numerusform>чорний рейтинг %1 після %n гри за мафію</numerusform>
            <numerusform>чорний рейтинг %1 після %n ігор за мафію</numerusform>
            <numerusform>чорний рейтинг %1 після %n ігор за мафію</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Red (for the town)</source>
        <translation>Червоний (за мирних)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black (for the mafia)</source>
        <translation>Чорний (за мафію)</translation>
    </message>
</context>
<context>
    <name>RefereeActs</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_acts.py" line="+36"/>
        <source>Technical foul</source>
        <translation>Технічний фол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove from the game</source>
        <translation>Вилучити з гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrender</source>
        <translation>Здача гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order</source>
        <translation>Порядок відстрілу Дона</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Referee</source>
        <translation>Суддя</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee&apos;s acts beside the game: each goes in the record, and Undo takes it back.</source>
        <translation>Рішення судді поза ходом гри: кожне потрапляє в запис, «Скасувати хід» прибирає його.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Why (said aloud, written on the protocol)</source>
        <translation>Причина (оголошується вголос, записується в протокол)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Act</source>
        <translation>Рішення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shot %1</source>
        <translation>Постріл %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the rules&apos; number of technical fouls the player leaves.</source>
        <translation>Набравши стільки технічних фолів, скільки визначають правила, гравець залишає гру.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player leaves at once, without last words, and loses points.</source>
        <translation>Гравець одразу залишає гру без останнього слова й втрачає бали.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player gives up: they leave at once, without last words.</source>
        <translation>Гравець здається: одразу залишає гру без останнього слова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whom the mafia will shoot, night by night. Only the referee and the mafia see it.</source>
        <translation>У кого мафія стрілятиме, ніч за ніччю. Бачать лише суддя й мафія.</translation>
    </message>
</context>
<context>
    <name>RefereeConsole</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_console.py" line="+73"/>
        <source>Hold to peek (Space)</source>
        <translation>Підглянути: утримуйте (пробіл)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Referee: hold to see every role</source>
        <translation>Ведучий: утримуйте, щоб побачити всі ролі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see the answer</source>
        <translation>Утримуйте, щоб побачити відповідь</translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-11"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-802"/>
        <source>town</source>
        <translation>мирні жителі</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+1"/>
        <source>mafia</source>
        <translation>мафія</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-367"/>
        <source>shoot</source>
        <translation>стріляти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot at</source>
        <translation>вбити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot</source>
        <translation>вбити</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>make the Don&apos;s check</source>
        <translation>перевірити як Дон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made the Don&apos;s check on</source>
        <translation>перевірити</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <location line="+1"/>
        <source>checked</source>
        <translation>перевірити</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>check</source>
        <translation>перевірити</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>protect</source>
        <translation>лікувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>protected</source>
        <translation>лікувати</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>stab</source>
        <translation>вбити</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>stabbed</source>
        <translation>вбити</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Maniac</source>
        <translation>Маніяк</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>visit</source>
        <translation>відвідати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spent the night with</source>
        <translation>відвідати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>visited</source>
        <translation>відвідати</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>guard</source>
        <translation>охороняти</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>guarded</source>
        <translation>охороняти</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>block</source>
        <translation>заблокувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>blocked</source>
        <translation>заблокувати</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Jester</source>
        <translation>Блазень</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>fire</source>
        <translation>вистрілити</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>fired at</source>
        <translation>застрелити</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>compare</source>
        <translation>порівняти</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>compared</source>
        <translation>порівняти</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-10"/>
        <source>vote</source>
        <translation>голосувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuse</source>
        <translation>звинуватити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accused</source>
        <translation>звинуватити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominate</source>
        <translation>виставити на голосування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominated</source>
        <translation>виставити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>підтримати звинувачення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted for</source>
        <translation>голосувати за</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuser</source>
        <translation>обвинувач</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suspect</source>
        <translation>обвинувачений</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>charge</source>
        <translation>висунення звинувачення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execution</source>
        <translation>страта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conviction</source>
        <translation>засудження</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jailing</source>
        <translation>ув&apos;язнення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaving</source>
        <translation>вибування всіх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_night</source>
        <translation>завершити ніч</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_day</source>
        <translation>завершити день</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tally</source>
        <translation>підрахувати голоси</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>don_check</source>
        <translation>перевірити як Дон</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>nobody</source>
        <translation>ніхто</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/sport.py" line="+160"/>
        <source>get a foul</source>
        <translation>отримати фол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>get a technical foul</source>
        <translation>отримати технічний фол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>be removed</source>
        <translation>отримати вилучення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrender</source>
        <translation>здатися</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../../mafia_desktop/engine/errors.py" line="+54"/>
        <source>The game is over: the {team} won. No more inputs are taken.</source>
        <translation>Гру закінчено (перемога: {team}). Ходи більше не приймаються.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no player called “{name}” at this table. The players are {allowed}.</source>
        <translation>За цим столом немає гравця «{name}». Гравці: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is dead and cannot {role}.</source>
        <translation>Гравець {name} вибув із гри й не може {role}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is dead and cannot vote. The living who may vote: {allowed}.</source>
        <translation>Гравець {name} вибув із гри й не може голосувати. Голосують ті, хто в грі: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} spent the night with the Lover and may not vote today. Those who may vote: {allowed}.</source>
        <translation>Гравець {name} провів ніч із Коханкою і сьогодні не голосує. Голосують: {allowed}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is dead and cannot be {role}. Living players: {allowed}.</source>
        <translation>{name} уже поза грою: не можна {role} цього гравця. Гравці в грі: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is day {number}: {act} is a night input. Now the table may: {acts}.</source>
        <translation>Триває день {number}, а «{act}» — нічна дія. Зараз можна: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is night {number}: {act} is a day input. Now the table may: {acts}.</source>
        <translation>Триває ніч {number}, а «{act}» — денна дія. Зараз можна: {acts}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night {number} is the meeting night: nobody acts and nobody is killed. Enter end_night to start the day.</source>
        <translation>Ніч {number} — ніч знайомства: ніхто не діє і ніхто не гине. Введіть end_night, щоб почати день.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} cannot {role} tonight: only the {who} may.</source>
        <translation>Гравець {name} не може {role} цієї ночі: це робить лише {who}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has already {done} {target} tonight; one choice a night.</source>
        <translation>Гравець {name} цієї ночі вже обрав, кого {done}: {target}. За ніч — лише один вибір.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot {role} themselves.</source>
        <translation>Гравець {name} не може {role}, обравши самого себе.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot protect themselves under these rules.</source>
        <translation>За цими правилами гравець {name} не може лікувати самого себе.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has {done} someone already: that is once a game.</source>
        <translation>{name}: «{done}» можна лише раз за гру, і це вже зроблено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To {role}, {name} names {count} different players.</source>
        <translation>{name}: щоб {role}, назвіть різних гравців: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has just died and must first name whom he takes with him, or nobody.</source>
        <translation>Спершу {name} називає, кого забирає з собою (або нікого).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is taking anyone with him now.</source>
        <translation>Зараз ніхто нікого не забирає з собою.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s card does not allow this.</source>
        <translation>{name}: карта цього не дозволяє.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} {done} {target} last night and cannot {role} them two nights running.</source>
        <translation>Гравець {name} минулої ночі вже обрав, кого {done}: {target}. Не можна {role} одного й того самого гравця дві ночі поспіль.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have not chosen a victim yet, and under these rules they may not skip the kill.</source>
        <translation>Мафія ще не обрала жертву, а за цими правилами вона не може відмовитися від убивства.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Day {number} is for talking only: there is no vote today. Enter end_day to start the night.</source>
        <translation>День {number} — лише для обговорення: голосування сьогодні немає. Введіть end_day, щоб почати ніч.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A vote is open ({motion} on {target}): enter the yes-votes first.</source>
        <translation>Триває голосування ({motion}: {target}) — спершу введіть голоси «за».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No vote is open now. Now the table may: {acts}.</source>
        <translation>Голосування зараз немає. Зараз можна: {acts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rules have no {act} on the day. Now the table may: {acts}.</source>
        <translation>У цих правилах удень немає дії «{act}». Зараз можна: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already nominated {target} today; each player nominates once a day.</source>
        <translation>Гравець {name} сьогодні вже виставив кандидатуру ({target}): за день можна виставити лише одну.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is already nominated today. Nominees: {allowed}.</source>
        <translation>Гравець {target} сьогодні вже виставлений на голосування. Кандидатури: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} was acquitted today and cannot be accused again until tomorrow.</source>
        <translation>Гравець {target} сьогодні виправданий: знову звинуватити можна лише завтра.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no accusation waiting for a second.</source>
        <translation>Немає звинувачення, яке чекає на підтримку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only two players are left, so nobody could second an accusation: end the day.</source>
        <translation>Залишилося лише двоє гравців, підтримати звинувачення нікому: завершіть день.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot second the accusation: they are its {party}.</source>
        <translation>Гравець {name} не може підтримати звинувачення, де цей гравець — {party}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules need no second: the accusation goes straight to a vote.</source>
        <translation>За цими правилами звинувачення не треба підтримувати: його одразу ставлять на голосування.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is the suspect and cannot vote on their own {motion}. The voters are {allowed}.</source>
        <translation>Гравець {name} — обвинувачений і не голосує щодо себе ({motion}). Голосують: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} raised a hand more than once; each player has one hand.</source>
        <translation>Гравець {name} підняв руку більше одного разу, а в кожного гравця лише один голос.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a candidate in this vote. The candidates are {allowed}.</source>
        <translation>{name} — не кандидатура цього голосування. Кандидатури: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is nominated, so there is nothing to vote on. Nominate someone or end the day.</source>
        <translation>Нікого не виставлено, голосувати нема за кого. Виставте кандидатуру або завершіть день.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes by tally, one hand per player. Candidates: {allowed}.</source>
        <translation>Зараз триває голосування за кандидатури, у кожного гравця один голос. Кандидатури: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes yes or no on {target}: enter the yes-votes.</source>
        <translation>Зараз голосують «за» чи «проти»: {target}. Введіть голоси «за».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nominees: {allowed}. The town must vote on them before the day can end.</source>
        <translation>Кандидатури: {allowed}. Перш ніж завершити день, місто має за них проголосувати.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote is open ({motion} on {target}): finish it before the day ends.</source>
        <translation>Триває голосування ({motion}: {target}): завершіть голосування, перш ніж закінчити день.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Under these rules the day lasts until someone is voted out; turn on the time-limit pick to end a day without a death.</source>
        <translation>За цими правилами день триває, доки когось не виведуть голосуванням; щоб завершити день без вибування, увімкніть жереб після спливу часу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no tally now. Now the table may: {acts}.</source>
        <translation>Підрахунок голосів зараз не ведеться. Зараз можна: {acts}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no score, so there is no {act}. Turn on the club&apos;s scoring to keep fouls and points.</source>
        <translation>За цими правилами рахунок не ведеться, тому дії «{act}» немає. Увімкніть клубний рахунок, щоб вести фоли й бали.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra points must be a number other than 0, at most {most} either way; {points} is not.</source>
        <translation>Додаткові бали — число, не рівне 0, не більше {most} в той чи інший бік; {points} не підходить.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra points need the referee&apos;s reason, at most {most} characters.</source>
        <translation>Для додаткових балів потрібна причина від судді, не довша за {most} символів.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already made the best move; it is made once.</source>
        <translation>Гравець {name} уже зробив кращий хід; кращий хід робиться один раз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot make the best move now: only the first player killed at night ({maker}) may, in their last words.</source>
        <translation>Гравець {name} не може зараз зробити кращий хід: кращий хід робить лише перший убитий уночі ({maker}) в останньому слові.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} names {count} different living players for the best move, from {allowed}.</source>
        <translation>{name} називає для кращого ходу {count} різних живих гравців із: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules give no technical fouls; set how many remove a player to give them.</source>
        <translation>За цими правилами технічних фолів немає; щоб давати їх, задайте, скільки їх призводить до вилучення.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A removal needs the referee&apos;s reason, at most {most} characters.</source>
        <translation>Для вилучення потрібна причина від судді, не довша за {most} символів.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order is given once, on the meeting night, by the Don while the mafia meet.</source>
        <translation>Порядок відстрілу задає Дон один раз, у ніч знайомства, поки мафія домовляється.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the Don gives the shooting order; {name} is not the Don.</source>
        <translation>Порядок відстрілу задає лише Дон; {name} — не Дон.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order names one to {most} different players from {allowed}.</source>
        <translation>У порядку відстрілу — від одного до {most} різних гравців зі списку: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day there is no vote on a single candidate ({name}): end the day.</source>
        <translation>У перший день за єдину кандидатуру ({name}) не голосують: завершіть день.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for exactly {low} players; this table has {players}</source>
        <translation>Правила «{preset}»: гравців має бути рівно {low}, а за цим столом {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for {low} to {high} players; this table has {players}</source>
        <translation>Правила «{preset}»: гравців має бути від {low} до {high}, а за цим столом {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules have no {which}</source>
        <translation>У правилах «{preset}» немає ролі «{which}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a count cannot be negative ({which}: {count})</source>
        <translation>кількість не може бути від&apos;ємною ({which}: {count})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{special} special roles do not fit {players} players</source>
        <translation>Особливих ролей ({special}) більше, ніж гравців ({players})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fewest players ({low}) is more than the most players ({high})</source>
        <translation>найменша кількість гравців ({low}) більша за найбільшу ({high})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the roles must include the {which}</source>
        <translation>серед ролей має бути роль «{which}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the night must call the {which}, because the roles include them</source>
        <translation>уночі треба будити роль «{which}»: вона є в грі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a car-crash tie needs the day to vote by tally</source>
        <translation>для автокатастрофи вдень треба голосувати підрахунком рук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody is mafia, so the town has already won</source>
        <translation>ніхто не грає за мафію, отже, мирні жителі вже перемогли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with {mafia} mafia and {town} town the mafia have already won</source>
        <translation>Мафія: {mafia}, мирні жителі: {town} — мафія вже перемогла</translation>
    </message>
</context>
<context>
    <name>RoleObject</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-546"/>
        <source>Civilian</source>
        <translation>Мирного жителя</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Mafia</source>
        <translation>Мафію</translation>
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
        <translation>Комісара</translation>
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
        <translation>Лікаря</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>Лікаря</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>Архангела</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>Маніяка</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lover</source>
        <translation>Коханку</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>Охоронця</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Immortal</source>
        <translation>Безсмертного</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Hooligan</source>
        <translation>Хулігана</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Werewolf</source>
        <translation>Перевертня</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Jester</source>
        <translation>Блазня</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Mayor</source>
        <translation>Мера</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Kamikaze</source>
        <translation>Камікадзе</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Marshal</source>
        <translation>Маршала</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Journalist</source>
        <translation>Журналіста</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location line="-541"/>
        <source>Civilian</source>
        <extracomment>a role pack&apos;s own words, (language, key, text) with key ``name``, ``plural`` or ``duty`` (``mafia_desktop.engine.role_pack``); empty for the app&apos;s roles, whose words are the catalogue&apos;s</extracomment>
        <translation>Мирний житель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilians</source>
        <translation>Мирні жителі</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+1"/>
        <source>Mafia</source>
        <translation>Мафія</translation>
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
        <location line="+1"/>
        <source>Inspector</source>
        <translation>Комісар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Ангел</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Doctor</source>
        <translation>Лікар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>Лікар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>Архангел</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>Маніяк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maniacs</source>
        <translation>Маніяки</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Lover</source>
        <translation>Коханка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lovers</source>
        <translation>Коханки</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>Охоронець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bodyguards</source>
        <translation>Охоронці</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Immortal</source>
        <translation>Безсмертний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immortals</source>
        <translation>Безсмертні</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hooligan</source>
        <translation>Хуліган</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hooligans</source>
        <translation>Хулігани</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Werewolf</source>
        <translation>Перевертень</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Werewolves</source>
        <translation>Перевертні</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Jester</source>
        <translation>Блазень</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jesters</source>
        <translation>Блазні</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Mayor</source>
        <translation>Мер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayors</source>
        <translation>Мери</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Kamikaze</source>
        <translation>Камікадзе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kamikazes</source>
        <translation>Камікадзе</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Marshal</source>
        <translation>Маршал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marshals</source>
        <translation>Маршали</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Journalist</source>
        <translation>Журналіст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Journalists</source>
        <translation>Журналісти</translation>
    </message>
</context>
<context>
    <name>RolesEditor</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/roles_editor.py" line="+68"/>
        <source>Town</source>
        <translation>Місто</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia (shoots with the mafia)</source>
        <translation>Мафія (стріляє разом з мафією)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays alone, and wins alone like the Maniac</source>
        <translation>Сам за себе й перемагає сам, як Маніяк</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file is larger than %1 bytes; a role pack never is.</source>
        <translation>Файл більший за %1 байтів; набір ролей таким не буває.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file nests more than %1 levels deep; a role pack never does.</source>
        <translation>У файлі понад %1 рівнів вкладеності; у наборі ролей їх стільки не буває.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a JSON document.</source>
        <translation>Файл не є документом JSON.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a role pack (*.mafia-roles.json).</source>
        <translation>Файл не є набором ролей (*.mafia-roles.json).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack was written by a newer version of the app (version %1); this one reads %2.</source>
        <translation>Набір записано новішою версією застосунку (версія %1); ця читає версію %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pack&apos;s version “%1” is not one this app reads.</source>
        <translation>Версію набору «%1» цей застосунок не читає.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not part of a role pack.</source>
        <translation>«%1» не входить до набору ролей.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is missing.</source>
        <translation>Немає поля «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” has the wrong kind of value.</source>
        <translation>Поле «%1» має значення не того типу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is longer than %2 characters.</source>
        <translation>Поле «%1» довше за %2 символів.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” must be one line of visible text.</source>
        <translation>Поле «%1» має бути одним рядком видимого тексту.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” must start with a small Latin letter and hold only small Latin letters, digits and _ (24 at most).</source>
        <translation>Код «%1» має починатися з малої латинської літери й містити лише малі латинські літери, цифри та _ (не більше 24).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack holds no role.</source>
        <translation>У наборі немає жодної ролі.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack holds %1 roles; a pack holds %2 at most.</source>
        <translation>Ролей у наборі: %1; найбільше може бути %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The id “%1” is given to two roles.</source>
        <translation>Код «%1» дано двом ролям.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” is taken by a role, an act or an event of the app.</source>
        <translation>Код «%1» уже зайнятий роллю, дією або подією застосунку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a team: town, mafia or alone.</source>
        <translation>«%1» — не команда: town (місто), mafia (мафія) або alone (сам за себе).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a night act a role of a pack may have.</source>
        <translation>«%1» — не нічна дія, яку може мати роль із набору.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not something this night act can find.</source>
        <translation>«%1» — не те, що може знайти ця нічна дія.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a choice of whether a role may choose themselves.</source>
        <translation>«%1» — не варіант відповіді на питання, чи може роль обрати себе.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many may be dealt must be from 1 to %1.</source>
        <translation>Скільки можна роздати — від 1 до %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not one of the app&apos;s emblems.</source>
        <translation>«%1» — не емблема застосунку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a language code (such as en or ru).</source>
        <translation>«%1» — не код мови (наприклад, en або uk).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role has words in %1 languages at most.</source>
        <translation>Роль може мати текст щонайбільше %1 мовами.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role needs its name and duty in English.</source>
        <translation>Ролі потрібні назва й опис англійською.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name “%1” is given to two roles.</source>
        <translation>Назву «%1» дано двом ролям.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The name “%1” is the name of one of the app&apos;s roles.</source>
        <translation>«%1» — назва однієї з ролей застосунку.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Role %1: %2</source>
        <translation>Роль %1: %2</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>New role</source>
        <translation>Нова роль</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit the role</source>
        <translation>Змінити роль</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The role&apos;s words</source>
        <translation>Назва та опис ролі</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plural</source>
        <translation>У множині</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the role does (its card&apos;s line)</source>
        <translation>Що робить роль (рядок на її карті)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the role plays</source>
        <translation>Як грає роль</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Id in game records</source>
        <translation>Код у записах ігор</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night act</source>
        <translation>Нічна дія</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the check finds</source>
        <translation>Кого шукає перевірка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game</source>
        <translation>Один раз за гру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never the same player two nights running</source>
        <translation>Ніколи не того самого гравця дві ночі поспіль</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May choose themselves, where the house rules let the doctor</source>
        <translation>Може обрати себе, якщо домашні правила дозволяють це лікареві</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>as many as the deal gives</source>
        <translation>скільки дасть роздача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most in a deal</source>
        <translation>Не більше в роздачі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emblem</source>
        <translation>Емблема</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>role</source>
        <translation>роль</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Roles of your own</source>
        <translation>Власні ролі</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make roles from the ones the app plays: a team, a night act and its limits, and the role&apos;s names and duty in each language. Saved, they are offered in set-up&apos;s house rules.</source>
        <translation>Зберіть роль із того, що застосунок уже вміє: команда, нічна дія та її обмеження, назва й опис ролі кожною мовою. Збережені ролі з&apos;являться в домашніх правилах під час підготовки гри.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your roles</source>
        <translation>Ваші ролі</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New…</source>
        <translation>Нова…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit…</source>
        <translation>Змінити…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a pack…</source>
        <translation>Імпортувати набір…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export as a pack…</source>
        <translation>Експортувати як набір…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The kept roles could not be read: %1</source>
        <translation>Не вдалося прочитати збережені ролі: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Our roles</source>
        <translation>Наші ролі</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Role packs (*.mafia-roles.json);;JSON files (*.json)</source>
        <translation>Набори ролей (*.mafia-roles.json);;Файли JSON (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import a role pack</source>
        <translation>Імпортувати набір ролей</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The pack was not imported: %1</source>
        <translation>Набір не імпортовано: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Imported %1: %2.</source>
        <translation>Імпортовано набір «%1»: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the roles</source>
        <translation>Експортувати ролі</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Exported to %1.</source>
        <translation>Експортовано в %1.</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="+28"/>
        <source>The dead take no further part: they do not vote, speak or act, and are not counted in any majority.</source>
        <translation>Вибулі більше не беруть участі в грі: не голосують, не говорять, не діють і не враховуються в жодній більшості.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dead player&apos;s card stays secret unless these rules turn it up.</source>
        <translation>Карта вибулого лишається таємною, якщо ці правила її не відкривають.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody&apos;s role is shown on the shared screen while they are alive: only to that player on the private panel, or to the referee behind a deliberate reveal.</source>
        <translation>Роль живого гравця ніколи не показують на спільному екрані: лише самому гравцеві на прихованій панелі або ведучому, коли той навмисно її відкриває.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A check&apos;s result is told only to the player who made it.</source>
        <translation>Результат перевірки дізнається лише той, хто перевіряв.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;The town&quot; in the win rules is everyone who is not mafia, special roles included.</source>
        <translation>«Місто» в умовах перемоги — усі, хто не мафія, включно з особливими ролями.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no limit</source>
        <translation>без обмеження</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept</source>
        <translation>ведеться</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not kept</source>
        <translation>не ведеться</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Roles in play</source>
        <translation>Ролі в грі</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Players</source>
        <translation>Гравців</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Who plays</source>
        <translation>Хто грає</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The recommended deal, by the number of players:</source>
        <translation>Рекомендована роздача за кількістю гравців:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roles</source>
        <translation>Ролі</translation>
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
        <translation>На карті написано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing card</source>
        <translation>Гральна карта</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The day</source>
        <translation>День</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night</source>
        <translation>Ніч</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>Кінець гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules in force</source>
        <translation>Чинні додаткові правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: these are the preset&apos;s own rules.</source>
        <translation>Немає: це правила набору без змін.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Here</source>
        <translation>Тут</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In every game</source>
        <translation>У кожній грі</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/rulebook_dialog.py" line="+69"/>
        <location line="+27"/>
        <location line="+14"/>
        <source>Rules and roles</source>
        <translation>Правила і ролі</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Rule set</source>
        <translation>Набір правил</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show on the other screen</source>
        <translation>Показати на іншому екрані</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-156"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+351"/>
        <source>the mafia choose a victim together</source>
        <translation>мафія разом обирає жертву</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the {title} checks one player</source>
        <translation>{title} перевіряє одного гравця</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} looks for the {found}</source>
        <translation>{title} шукає, хто тут {found}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} protects one player</source>
        <translation>{title} захищає одного гравця</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} kills one player alone</source>
        <translation>{title} поодинці вбиває одного гравця</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} spends the night with one player (never the same twice running), who cannot be killed that night and may not vote the next day</source>
        <translation>{title} проводить ніч з одним гравцем (не з тим самим дві ночі поспіль): цього гравця не можна вбити цієї ночі, а наступного дня він не голосує</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the {title} guards one player, and dies in their place if they are attacked</source>
        <translation>{title} охороняє одного гравця і, якщо на нього нападуть, гине замість нього</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+3"/>
        <source>The {role} plays alone: they win when one other player is left; the town must put them out too, and the mafia cannot win while they live.</source>
        <translation>{role} грає сам за себе: перемагає, коли в живих лишається ще один гравець; місто має вивести і його, а мафія не може перемогти, поки він живий.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The {role} plays alone: they win when one other player is left.</source>
        <translation>{role} грає сам за себе: перемагає, коли в живих лишається ще один гравець.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-365"/>
        <source>The Maniac plays alone: he wins when one other player is left; the town must put him out too, and the mafia cannot win while he lives.</source>
        <translation>Маніяк грає сам за себе: він перемагає, коли в грі лишається ще тільки один гравець; мирним треба вивести і його, а мафія не може перемогти, поки він живий.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Maniac plays alone: he wins when one other player is left.</source>
        <translation>Маніяк грає сам за себе: він перемагає, коли в грі лишається ще тільки один гравець.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The {title} cannot be killed at night: only the vote or fouls put them out.</source>
        <translation>{title} — цю роль не можна вбити вночі: з гри виводять лише голосування або фоли.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the {title} blocks one player, whose acts that night do not count</source>
        <translation>{title} блокує одного гравця: його дії цієї ночі не зараховуються</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The first time the mafia&apos;s shot would kill the {title}, they live and join the mafia: from the next night they shoot with them, and checks find them mafia.</source>
        <translation>{title}: коли постріл мафії вперше мав би вбити цю роль, гравець лишається живим і переходить до мафії — з наступної ночі стріляє разом з нею, а перевірки знаходять у ньому мафію.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The Jester plays for himself: if the day&apos;s vote puts him out, he alone wins at once; killed at night, he is simply out.</source>
        <translation>Блазень грає сам за себе: якщо вдень голосування виведе його з гри, він одразу перемагає одноосібно; убитий уночі, він просто вибуває.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>By day the {title} may show their card once: from then their hand counts two in every vote, while the votes needed stay counted in players.</source>
        <translation>{title} може один раз удень показати свою карту: відтоді його голос рахується за два в кожному голосуванні, а потрібну кількість голосів і далі рахують за гравцями.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>When the {title} dies by the vote or at night, they may take one living player with them at once, or spare everyone; removed by fouls, they take no one.</source>
        <translation>Коли {title} вибуває через голосування чи вночі, він може одразу забрати з собою одного живого гравця або пощадити всіх; вилучений за фоли, нікого не забирає.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the {title} fires at one player</source>
        <translation>{title} стріляє в одного гравця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires at one player</source>
        <translation>стріляє в одного гравця</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the {title} compares two players and learns whether they play on one side</source>
        <translation>{title} порівнює двох гравців і дізнається, чи на одному вони боці</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="-89"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-273"/>
        <source>Exactly {n} players.</source>
        <translation>Гравців: рівно {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+2"/>
        <source>{lo} to {hi} players.</source>
        <translation>Гравців: від {lo} до {hi}.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-25"/>
        <source>Day: {part}</source>
        <translation>День: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night: {part}</source>
        <translation>Ніч: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End: {part}</source>
        <translation>Кінець гри: {part}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Deal for {n}: {deal}.</source>
        <translation>Роздача для столу з {n}: {deal}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can also be dealt: {roles}.</source>
        <translation>Можна роздати й ці ролі: {roles}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Day 1 is for talk only, with no vote.</source>
        <translation>Перший день — лише обговорення, без голосування.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game opens with a day and a vote.</source>
        <translation>Гра починається вдень, і вже в перший день є голосування.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speeches go round in seat order: day 1 opens with seat 1, day 2 with seat 2, and so on.</source>
        <translation>Виступають за порядком місць: перший день починає місце 1, другий — місце 2, і так далі.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time limits: {limits}.</source>
        <translation>Регламент: {limits}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An accusation needs a second; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>Звинувачення треба підтримати; далі — голосування про висунення звинувачення, останнє слово й голосування про страту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An accusation needs a second; then comes a defence and a vote to convict.</source>
        <translation>Звинувачення треба підтримати; далі — виправдувальна промова й голосування про засудження.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Anyone may accuse a player; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>Будь-хто може звинуватити гравця; далі — голосування про висунення звинувачення, останнє слово й голосування про страту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Anyone may accuse a player; then comes a defence and a vote to convict.</source>
        <translation>Будь-хто може звинуватити гравця; далі — виправдувальна промова й голосування про засудження.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A vote passes with more than half of the living.</source>
        <translation>Рішення ухвалено, якщо «за» більше половини живих гравців.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote passes with more than half of the living, the suspect not voting.</source>
        <translation>Рішення ухвалено, якщо «за» більше половини живих гравців; обвинувачений не голосує.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An acquitted player is safe until tomorrow.</source>
        <translation>Виправданого не можна знову звинуватити до завтра.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The day ends as soon as a player is voted out; when time runs out, fate picks a player to die.</source>
        <translation>День закінчується, щойно гравця виводять голосуванням; якщо час вийшов, жереб вирішує, хто загине.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The day ends as soon as a player is voted out, or with nobody out when no more accusations come.</source>
        <translation>День закінчується, щойно гравця виводять голосуванням, або без вибулих, коли нових звинувачень більше немає.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The day lasts until a player is voted out.</source>
        <translation>День триває, доки когось не виведуть голосуванням.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player may nominate one other player a day; then everyone votes once, for one of the nominees.</source>
        <translation>Кожен гравець може виставити за день одну кандидатуру; потім кожен голосує один раз, за одного з виставлених.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone raises a hand once, for one player.</source>
        <translation>Кожен піднімає руку один раз, за одного гравця.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the most votes is out.</source>
        <translation>Той, хто набрав найбільше голосів, вибуває.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The leader defends and faces a revote: more than half of the living must vote to jail them.</source>
        <translation>Лідер голосування виголошує виправдувальну промову, потім — переголосування: щоб посадити його у в&apos;язницю, потрібно більше половини голосів живих.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The leader defends and faces a revote: more than half of the living, the leader not voting, must vote to jail them.</source>
        <translation>Лідер голосування виголошує виправдувальну промову, потім — переголосування: щоб посадити його у в&apos;язницю, потрібно більше половини голосів живих; сам лідер не голосує.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tie sends nobody out.</source>
        <translation>За рівності голосів ніхто не вибуває.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: the tied defend and the vote is held again among them; still tied, nobody goes out.</source>
        <translation>За рівності голосів гравці з однаковою кількістю голосів виголошують виправдувальні промови, і голосування між ними повторюють; якщо знову порівну, ніхто не вибуває.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie is a car crash: the tied defend and the vote is held again among them; tied again, everyone votes on &quot;should all of them leave?&quot;</source>
        <translation>Рівність голосів — автокатастрофа: гравці з однаковою кількістю голосів виголошують виправдувальні промови, і голосування між ними повторюють; якщо знову порівну, усі голосують щодо питання «Чи покидають гру всі вони?»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>If nobody is nominated, the day ends without a vote.</source>
        <translation>Якщо нікого не виставили, день закінчується без голосування.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end until someone is nominated.</source>
        <translation>День не може закінчитися, доки когось не виставлять.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day a single nominee is not voted on: the day ends.</source>
        <translation>У перший день за єдину кандидатуру не голосують: день закінчується.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The day may end without a vote.</source>
        <translation>День може закінчитися без голосування.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end without a vote.</source>
        <translation>День не може закінчитися без голосування.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{m} min</source>
        <translation>{m} хв</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{s} s</source>
        <translation>{s} с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{m} min {s} s</source>
        <translation>{m} хв {s} с</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>speech {time}</source>
        <translation>промова {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discussion {time}</source>
        <translation>обговорення {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defence {time}</source>
        <translation>виправдувальна промова {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words {time}</source>
        <translation>останнє слово {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words after a night kill {time}</source>
        <translation>останнє слово вбитого вночі {time}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the day {time}, with a warning {warning} before the end</source>
        <translation>увесь день {time}, з попередженням за {warning} до кінця</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the day {time}</source>
        <translation>увесь день {time}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A meeting night first: the mafia open their eyes and meet; no one is killed.</source>
        <translation>Спершу ніч знайомства: мафія розплющує очі й знайомиться; ніхто не гине.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quiet night first: no one is killed.</source>
        <translation>Спершу тиха ніч: ніхто не гине.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That night the {title} also meets the host.</source>
        <translation>Цієї ночі {title} також знайомиться з ведучим.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That night the {titles} also meet the host.</source>
        <translation>Цієї ночі з ведучим також знайомляться: {titles}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game opens with a night, and the first night has a kill.</source>
        <translation>Гра починається з ночі, і вже в першу ніч мафія вбиває.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia do not know each other.</source>
        <translation>Мафіозі не знають одне одного.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia know each other from the start.</source>
        <translation>Мафіозі знають одне одного від самого початку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{earlier}, then {next}</source>
        <translation>{earlier}, потім {next}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then, each night: {steps}.</source>
        <translation>Далі щоночі: {steps}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each night: {steps}.</source>
        <translation>Щоночі: {steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia may also choose nobody.</source>
        <translation>Мафія може й нікого не обрати.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia must choose a victim.</source>
        <translation>Мафія мусить обрати жертву.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the mafia shoot (more than half must agree)</source>
        <translation>мафія стріляє (потрібна згода більш ніж половини)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the mafia shoot (all must agree)</source>
        <translation>мафія стріляє (потрібна згода всіх)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The {title} may protect themself.</source>
        <translation>{title} може захищати себе.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may not protect themself.</source>
        <translation>{title} не може захищати себе.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may protect themself, but never the same player two nights running.</source>
        <translation>{title} може захищати себе, але не того самого гравця дві ночі поспіль.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {title} may not protect themself, nor the same player two nights running.</source>
        <translation>{title} не може захищати ні себе, ні того самого гравця дві ночі поспіль.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the {title} saves the victim, the morning says so.</source>
        <translation>Якщо {title} рятує жертву, уранці про це оголошують.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the {title} saves the victim, the morning only says that nobody died.</source>
        <translation>Якщо {title} рятує жертву, уранці оголошують лише, що ніхто не загинув.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The town wins when every mafioso is out; the mafia win when they outnumber the rest.</source>
        <translation>Мирні жителі перемагають, коли вибули всі мафіозі; мафія — коли її більше, ніж решти.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The town wins when every mafioso is out; the mafia win when they are at least as many as the rest.</source>
        <translation>Мирні жителі перемагають, коли вибули всі мафіозі; мафія — коли її не менше, ніж решти.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they outnumber the rest, once the {others} is out.</source>
        <translation>Мирні жителі перемагають, коли вибули всі мафіозі та {others}; мафія — коли її більше, ніж решти, і {others} уже вибув.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they are at least as many as the rest, once the {others} is out.</source>
        <translation>Мирні жителі перемагають, коли вибули всі мафіозі та {others}; мафія — коли її не менше, ніж решти, і {others} уже вибув.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A dead player&apos;s card stays hidden.</source>
        <translation>Карта вибулого гравця не відкривається.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player voted out shows their card; other cards stay hidden.</source>
        <translation>Карту виведеного голосуванням відкривають; решта карт лишаються закритими.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every dead player&apos;s card is turned up.</source>
        <translation>Карту кожного вибулого відкривають.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The referee gives fouls: the third halves the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>Суддя дає фоли: третій удвічі скорочує наступну промову гравця, четвертий одразу вилучає з гри.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee gives fouls: the third costs the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>Суддя дає фоли: третій позбавляє гравця наступної промови, четвертий одразу вилучає з гри.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Technical fouls are counted apart: {count} remove a player.</source>
        <translation>Технічні фоли рахуються окремо; для вилучення їх потрібно {count}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first player shot at night names three players in their last words: the best move.</source>
        <translation>Перший убитий уночі називає в останньому слові трьох гравців — це кращий хід.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points: {win} for each player of the winning side, {two} or {three} for a best move naming two or three mafia, {fouls} for a removal by fouls, and the referee&apos;s extra points.</source>
        <translation>Бали: {win} кожному гравцеві переможної сторони, {two} або {three} за кращий хід із двома чи трьома мафіозі, {fouls} за вилучення через фоли, а також додаткові бали судді.</translation>
    </message>
</context>
<context>
    <name>ScheduleBoard</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/schedule_board.py" line="+60"/>
        <source>Mafia Desktop — schedule</source>
        <translation>Mafia Desktop — розклад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament schedule</source>
        <translation>Розклад турніру</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1 of %2</source>
        <translation>Тур %1 з %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Final</source>
        <translation>Фінал</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1</source>
        <translation>Стіл %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+43"/>
        <source>Sitting out:</source>
        <translation>Пропускають тур:</translation>
    </message>
</context>
<context>
    <name>SeatCircle</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/seat_circle.py" line="+67"/>
        <source>Seat circle</source>
        <extracomment>the fade between day and night moved on (0 = day, 1 = night)</extracomment>
        <translation>Місця за столом</translation>
    </message>
</context>
<context>
    <name>SeriesScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/series_screen.py" line="+238"/>
        <location line="+449"/>
        <source>Series standings</source>
        <extracomment>the standings&apos; columns: the phrase of each heading (the printed page&apos;s words) the one signals object every read reports through: made on the UI thread at the first read and never deleted, so a thread still reading when its screen closes never emits on a dead object the scope was read and the tables filled (or the problem shown)</extracomment>
        <translation>Таблиця і рейтинг</translation>
    </message>
    <message>
        <location line="-435"/>
        <location line="+159"/>
        <source>Reading the games…</source>
        <translation>Читання ігор…</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>The standings, the rating chart and the statistics</source>
        <translation>Таблиця, графік рейтингу й статистика</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+105"/>
        <source>Standings</source>
        <translation>Таблиця</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Rating chart</source>
        <translation>Графік рейтингу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players&apos; statistics</source>
        <translation>Статистика гравців</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Ім&apos;я</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>За ролями</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot on the first night</source>
        <translation>Відстріл у першу ніч</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks found / made</source>
        <translation>Перевірки: влучні / усього</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>Кращі ходи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>Названо мафії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Фоли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the games ended</source>
        <translation>Чим закінчувалися ігри</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation>Гравці</translation>
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
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Together</source>
        <translation>Разом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won together</source>
        <translation>Перемоги разом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>Одне проти одного</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the first</source>
        <translation>Перемоги першого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the second</source>
        <translation>Перемоги другого</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs</source>
        <translation>Пари</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export CSV…</source>
        <translation>Експорт у CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Експорт у JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Друк…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>All games</source>
        <translation>Усі ігри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series</source>
        <translation>Серія</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any or none</source>
        <translation>Будь-який або без турніру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament</source>
        <translation>Турнір</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From</source>
        <translation>З</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>По</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>No finished game yet: the standings fill in as games end.</source>
        <translation>Завершених ігор ще немає: таблиця заповнюється, щойно ігри закінчуються.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No finished game in this choice.</source>
        <translation>У цій вибірці немає завершених ігор.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rating of %1, game by game</source>
        <translation>Рейтинг: %1, гра за грою</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>alive at the end</source>
        <translation>до кінця гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed at night</source>
        <translation>нічний постріл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted out</source>
        <translation>голосування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out at the time limit</source>
        <translation>ліміт часу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by fouls</source>
        <translation>вилучення за фоли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by technical fouls</source>
        <translation>вилучення за технічні фоли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by the referee</source>
        <translation>вилучення суддею</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrendered</source>
        <translation>здача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left the game</source>
        <translation>вихід із гри</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+11"/>
        <source>Export the standings</source>
        <translation>Експорт турнірної таблиці</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>CSV files (*.csv)</source>
        <translation>Файли CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>JSON files (*.json)</source>
        <translation>Файли JSON (*.json)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Saved %1</source>
        <translation>Збережено: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Принтер не запустився; нічого не надруковано.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/settings_dialog.py" line="+67"/>
        <source>The system&apos;s voices</source>
        <translation>Голоси системи</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>As the system</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>High contrast</source>
        <translation>Висока контрастність</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>Розмір тексту</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Narrator&apos;s voice for</source>
        <translation>Голос диктора для мови</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice: %1</source>
        <translation>Голос: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hear it</source>
        <translation>Послухати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hear it: %1</source>
        <translation>Послухати: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source> words a minute</source>
        <translation> сл./хв</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Narrator&apos;s volume</source>
        <translation>Гучність диктора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute the narrator (the captions stay)</source>
        <translation>Вимкнути диктора (субтитри лишаться)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>Швидкість</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Гучність</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night sound: a quiet hush that hides the rustle of hands</source>
        <translation>Нічний фон: тихий шум, що приховує шелест рук</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>Night sound volume</source>
        <translation>Гучність нічного фону</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause per seat called</source>
        <translation>Пауза після кожного названого місця</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phones</source>
        <translation>Телефони</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The network the players&apos; phones join the laptop on: the room&apos;s Wi-Fi or the laptop&apos;s hotspot.</source>
        <translation>Мережа, через яку телефони гравців під&apos;єднуються до ноутбука: Wi-Fi у залі або точка доступу ноутбука.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The clearest installed</source>
        <translation>Найчіткіший зі встановлених</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode.py" line="+51"/>
        <source>Cards, narrator and screens</source>
        <extracomment>the deal&apos;s way, the timed calls or the second screen changed (the model has it already) the narrator was turned on or off, or speaks another language</extracomment>
        <translation>Карти, диктор і екрани</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How players learn their cards</source>
        <translation>Як гравці дізнаються свої карти</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The app deals</source>
        <translation>Роздає застосунок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical or printed cards</source>
        <translation>Справжні або надруковані карти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The app deals and prints fold-over cards</source>
        <translation>Застосунок роздає й друкує карти зі згином</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players may use their own phones</source>
        <translation>Гравці можуть ходити зі своїх телефонів</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Narrator, with captions</source>
        <translation>Диктор із субтитрами</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Narrator&apos;s language</source>
        <translation>Мова диктора</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No one at the keys: each role</source>
        <translation>Нікого за клавіатурою: на кожну роль</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="+146"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the table on another screen</source>
        <translation>Показувати стіл на іншому екрані</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The laptop goes round once: each player holds to see their card, then it comes back to the host.</source>
        <translation>Ноутбук проходить по колу один раз: кожен гравець утримує кнопку, щоб побачити свою карту, потім ноутбук повертається до ведучого.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each player holds to see their card on the laptop.</source>
        <translation>Кожен гравець утримує кнопку, щоб побачити свою карту на ноутбуці.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host deals a real or printed deck, then taps each seat and its card.</source>
        <translation>Ведучий роздає справжню або надруковану колоду, потім позначає для кожного місця його карту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player enters theirs on the laptop.</source>
        <translation>Кожен гравець вводить свою карту на ноутбуці.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold each card and hand it to the player named on it; the game starts at once.</source>
        <translation>Складіть кожну карту й віддайте гравцеві, чиє ім&apos;я на ній; гра починається одразу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a referee only: nobody else may print every card.</source>
        <translation>Лише з ведучим: нікому іншому не можна друкувати всі карти.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Phones join by a QR code shown at the deal, on the same Wi-Fi or the laptop&apos;s hotspot; nothing to install. Players without one play on the laptop.</source>
        <translation>Телефони під&apos;єднуються за QR-кодом, який показується під час роздачі, через той самий Wi-Fi або точку доступу ноутбука; нічого встановлювати не треба. Хто без телефона — грає на ноутбуці.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only when the app deals: each player&apos;s code is shown beside their card.</source>
        <translation>Лише коли роздає застосунок: код кожного гравця показується поруч із його картою.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode_choice.py" line="+35"/>
        <source>A referee at the laptop</source>
        <translation>Ведучий за ноутбуком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of you runs the game at the console and does not play.</source>
        <translation>Один із вас веде гру за пультом і не грає.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the laptop round</source>
        <translation>Ноутбук по колу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: at night each player, alone with it, makes a choice.</source>
        <translation>Грають усі: уночі кожен, залишившись із ноутбуком наодинці, робить свій вибір.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop in the middle</source>
        <translation>Ноутбук посередині</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: each role wakes in turn to use it while the others sleep.</source>
        <translation>Грають усі: ролі прокидаються по черзі й підходять до ноутбука, поки інші сплять.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>How will you play?</source>
        <extracomment>the group chose a mode (the model has it already)</extracomment>
        <translation>Як ви гратимете?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/players.py" line="+75"/>
        <source>Players, in seat order</source>
        <extracomment>the group changed the roster (the model has it already)</extracomment>
        <translation>Гравці за порядком місць</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name of a new player</source>
        <extracomment>the players of past games, most recent first (offered as a name is typed)</extracomment>
        <translation>Ім&apos;я нового гравця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New player&apos;s name</source>
        <translation>Ім&apos;я нового гравця</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add</source>
        <translation>Додати</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Players in seat order</source>
        <translation>Гравці за порядком місць</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move up</source>
        <translation>Вище</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Нижче</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Перейменувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the seats</source>
        <translation>Жеребкування місць</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the draw</source>
        <translation>Скасувати жеребкування</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seat the players at random (a tournament round)</source>
        <translation>Розсадити гравців випадково (тур турніру)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seats were drawn at random.</source>
        <translation>Місця розподілено жеребкуванням.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="+179"/>
        <source>problem</source>
        <translation>помилка</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="-140"/>
        <source>Club or table</source>
        <translation>Клуб або стіл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee</source>
        <translation>Суддя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series (an evening, a season)</source>
        <translation>Серія (вечір, сезон)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Club game</source>
        <translation>Клубна гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Турнір</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Фінал</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: this can have at most %2 characters.</source>
        <translation>%1: не більше %2 символів.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain line breaks or tabs.</source>
        <translation>%1: тут не може бути розривів рядків і табуляцій.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain invisible or text-direction characters.</source>
        <translation>%1: тут не може бути невидимих символів і символів напрямку тексту.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Protocol and series</source>
        <extracomment>a text or the game&apos;s number changed (the model has it already)</extracomment>
        <translation>Протокол і серія</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the protocol and series</source>
        <translation>Показати протокол і серію</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+3"/>
        <source>Game number in the evening</source>
        <translation>Номер гри за вечір</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Game type</source>
        <translation>Тип гри</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Tournament game: round %1, table %2</source>
        <translation>Гра турніру: тур %1, стіл %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Date: %1</source>
        <translation>Дата: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="-97"/>
        <source>Rules</source>
        <extracomment>the rules changed (the model has them already); True when it is a choice to remember *Roles…*: the group&apos;s own roles are to be edited</extracomment>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rule set</source>
        <translation>Набір правил</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show the house rules</source>
        <translation>Показати додаткові правила</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Roles in play</source>
        <translation>Ролі в грі</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Roles…</source>
        <translation>Ролі…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roles of your own</source>
        <translation>Власні ролі</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No score kept</source>
        <translation>Без підрахунку балів</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points of their own</source>
        <translation>Власні бали</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no limit</source>
        <translation>без обмеження</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Back to the preset</source>
        <translation>Повернути вихідні правила</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Changed from the preset</source>
        <translation>Відрізняється від вихідних правил</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>The deal</source>
        <extracomment>the deal changed (the model has it already)</extracomment>
        <translation>Роздача</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Recommended deal</source>
        <translation>Рекомендована роздача</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/screen.py" line="+109"/>
        <source>New game</source>
        <extracomment>the group pressed Start: the new game&apos;s record Back / Esc Start with physical cards: the players enter theirs first (a PendingGame) the deal, the names or the narrator changed (the narrator&apos;s lines can be rendered ahead) *Roles…* (in the house rules): the group&apos;s own roles are to be edited; once they are saved, :meth:`roles_changed` offers them</extracomment>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Seats: drag to reorder, or Alt+arrow keys</source>
        <translation>Місця: перетягуйте, щоб змінити порядок, або Alt+стрілки</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start the game</source>
        <translation>Почати гру</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>First choose how you will play, at the top.</source>
        <translation>Спершу виберіть угорі, як ви гратимете.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>These rules are for exactly %1 players; there are %2.</source>
        <translation>Гравців за цими правилами: рівно %1; зараз: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules are for %1 to %2 players; there are %3.</source>
        <translation>Гравців за цими правилами: від %1 до %2; зараз: %3.</translation>
    </message>
</context>
<context>
    <name>Single</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/app.py" line="+160"/>
        <source>Start anyway</source>
        <translation>Усе одно запустити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open read-only</source>
        <translation>Відкрити лише для читання</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose another folder…</source>
        <translation>Вибрати іншу папку…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit</source>
        <translation>Вийти</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A folder for this run&apos;s games and settings</source>
        <translation>Папка для ігор і налаштувань на цей запуск</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Read-only: nothing you play is saved. To keep a game, save a copy of it elsewhere (Game, Save a copy as…, Ctrl+Shift+S).</source>
        <translation>Лише читання: нічого із зіграного не зберігається. Щоб зберегти гру, збережіть її копію в іншому місці (Гра, Зберегти копію як…, Ctrl+Shift+S).</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/single.py" line="+309"/>
        <source>process %1</source>
        <extracomment>what the user may choose when the lock cannot be had (see LockProblem.offers)</extracomment>
        <translation>процес %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its lock file: %1</source>
        <translation>Файл блокування: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mafia Desktop is already running with this data folder (process %1) but does not answer. Close it, or end that process, then start again.</source>
        <translation>Mafia Desktop уже запущено з цією папкою даних (процес %1), але застосунок не відповідає. Закрийте його або завершіть цей процес і запустіть знову.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mafia Desktop is already running with this data folder (process %1), but this launch cannot reach its window: there is no folder only you can use for the two to talk through (XDG_RUNTIME_DIR is not set or not private, and no private folder can be made in %2). Switch to that window yourself, or close it and start again.</source>
        <translation>Mafia Desktop уже запущено з цією папкою даних (процес %1), але цей запуск не може зв&apos;язатися з його вікном: немає папки, доступної лише вам, через яку вони могли б спілкуватися (XDG_RUNTIME_DIR не задано або вона доступна іншим, а в %2 не вдається створити закриту папку). Перейдіть у те вікно самі або закрийте його й запустіть знову.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The lock file %1 cannot be written: %2.</source>
        <translation>Не вдається записати файл блокування %1: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2, which is no longer running: the app that made it stopped without removing it.</source>
        <translation>Файл блокування %1 вказує на %2, який уже не працює: програма, що його створила, завершилася, не прибравши його.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 names %2, which is not Mafia Desktop: the app that made it probably stopped without removing it.</source>
        <translation>Файл блокування %1 вказує на %2, а це не Mafia Desktop: програма, що його створила, мабуть, завершилася, не прибравши його.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 cannot be read, so this launch cannot tell whether another Mafia Desktop uses this data folder.</source>
        <translation>Файл блокування %1 не читається, тож не можна визначити, чи працює з цією папкою даних інша Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 was made on another computer (%2), which may still be using this data folder.</source>
        <translation>Файл блокування %1 створено на іншому комп&apos;ютері (%2), який, можливо, ще працює з цією папкою даних.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The lock file %1 names %2, which still runs; this system cannot tell whether it is Mafia Desktop.</source>
        <translation>Файл блокування %1 вказує на %2, який ще працює; система не може визначити, чи це Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2; this system cannot tell whether it still runs or whether it is Mafia Desktop.</source>
        <translation>Файл блокування %1 вказує на %2; система не може визначити, чи він ще працює і чи це Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing can be written in the data folder %1: %2.</source>
        <translation>У папку даних %1 нічого не записати: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You may open the app read-only (nothing you play is saved), or choose another folder for this run&apos;s games and settings.</source>
        <translation>Можна відкрити застосунок лише для читання (нічого із зіграного не збережеться) або вибрати іншу папку для ігор і налаштувань на цей запуск.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games cannot be saved there either until this is mended: you may start anyway and play on, or choose another folder for this run&apos;s games and settings.</source>
        <translation>Ігри там теж не збережуться, доки це не виправлено: можна все одно запустити й грати або вибрати іншу папку для ігор і налаштувань на цей запуск.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If Mafia Desktop is not running there, start anyway.</source>
        <translation>Якщо Mafia Desktop там не запущено, запустіть усе одно.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If no other Mafia Desktop window is open, start anyway.</source>
        <translation>Якщо іншого вікна Mafia Desktop немає, запустіть усе одно.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../../mafia_desktop/narration/speech.py" line="+39"/>
        <source>No speech engine could start ({reason}). The narrator shows its lines as captions, with the chimes. On Linux, speech needs Festival or espeak-ng: install them (for example: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) and start the app again.</source>
        <translation>Не вдалося запустити жоден синтезатор мовлення ({reason}). Диктор показує свої репліки субтитрами й подає звукові сигнали. У Linux для мовлення потрібен Festival або espeak-ng: установіть їх (наприклад: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) і перезапустіть застосунок.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../../mafia_desktop/storage/games.py" line="+38"/>
        <source>Could not save {path}: {reason}.</source>
        <translation>Не вдалося зберегти {path}: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: {reason}.</source>
        <translation>Не вдалося прочитати {path}: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not open {path}: {problem}.</source>
        <translation>Не вдалося відкрити {path}: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a game record this app can open: {reason}</source>
        <translation>Файл {file} не є записом гри, який може відкрити цей застосунок: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is missing</source>
        <translation>Файл {file} не знайдено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{problem} It was kept aside as {aside}.</source>
        <translation>{problem} Файл відкладено під назвою {aside}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: it is not a regular file (a folder, a pipe or a device).</source>
        <translation>Не вдалося прочитати {path}: це не звичайний файл (папка, канал або пристрій).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save {path}: it is a folder, not a file.</source>
        <extracomment>why a file cannot be written where it was asked: something other than a file is there</extracomment>
        <translation>Не вдалося зберегти {path}: це папка, а не файл.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save {path}: it is a device, not a file; nothing was written to it.</source>
        <translation>Не вдалося зберегти {path}: це пристрій, а не файл; у нього нічого не записано.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a pipe (FIFO), not a file; nothing was written to it.</source>
        <translation>Не вдалося зберегти {path}: це канал (FIFO), а не файл; у нього нічого не записано.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a socket, not a file; nothing was written to it.</source>
        <translation>Не вдалося зберегти {path}: це сокет, а не файл; у нього нічого не записано.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous good copy of {file} was opened instead (inputs in it: {count}).</source>
        <translation>Натомість відкрито попередню справну копію {file} (ходів у ній: {count}).</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>{what} (free some space on that disk)</source>
        <extracomment>the game the record replays to (read replays it once: the table need not again)</extracomment>
        <translation>{what} (звільніть місце на цьому диску)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (free some space: the disk quota is full)</source>
        <translation>{what} (звільніть місце: дискову квоту вичерпано)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (the disk is read-only: save a copy elsewhere)</source>
        <translation>{what} (диск лише для читання: збережіть копію в іншому місці)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>{what} (check the folder&apos;s permissions, or save a copy elsewhere)</source>
        <translation>{what} (перевірте права на папку або збережіть копію в іншому місці)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} ({file} is a file where a folder should be)</source>
        <translation>{what} ({file} — файл там, де має бути папка)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (part of the path is a file where a folder should be)</source>
        <translation>{what} (частина шляху — файл там, де має бути папка)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/phones.py" line="+72"/>
        <source>No phones were paired for this game.</source>
        <extracomment>The versions read: 1 had no ``port``.</extracomment>
        <translation>Для цієї гри телефони не під&apos;єднували.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones paired for another game are no longer paired: pair them again for this one.</source>
        <translation>Телефони, під&apos;єднані до іншої гри, від&apos;єднано: під&apos;єднайте їх заново для цієї гри.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a list of paired phones this app can read ({reason}): pair the phones again.</source>
        <translation>Файл {file} не є списком під&apos;єднаних телефонів, який може прочитати цей застосунок ({reason}): під&apos;єднайте телефони заново.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} was written by another version of the app: pair the phones again.</source>
        <translation>Файл {file} записано іншою версією застосунку: під&apos;єднайте телефони заново.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a link, not a file of this app&apos;s: it was not followed; pair the phones again.</source>
        <translation>Замість файлу {file} стоїть посилання: застосунок ним не переходить; під&apos;єднайте телефони заново.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could be read by another account, so its keys are no longer secret: pair the phones again.</source>
        <translation>Файл {file} міг прочитати інший обліковий запис, тож його ключі більше не таємні: під&apos;єднайте телефони заново.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{problem} Pair the phones again.</source>
        <translation>{problem} Під&apos;єднайте телефони заново.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/series.py" line="+113"/>
        <source>The series database {path} cannot be used: {reason}.</source>
        <translation>Базу серій {path} не можна використати: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The series database {path} is in use by another program (another Mafia Desktop, perhaps). Close it and try again.</source>
        <translation>База серій {path} зайнята іншою програмою (можливо, іншою копією Mafia Desktop). Закрийте її й спробуйте знову.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/tournaments.py" line="+37"/>
        <source>{file} is not a tournament this app can open: {reason}</source>
        <translation>{file} — не турнір, який може відкрити цей застосунок: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete {path}: {reason}.</source>
        <translation>Не вдалося видалити {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/clocks.py" line="+58"/>
        <location line="+151"/>
        <source>Skip</source>
        <extracomment>a clock ticked (the circle&apos;s centre and the public table follow) the step&apos;s timer or the day clock ran out, or the next speaker is up: the screen renders the called list&apos;s pause at the seat called is over</extracomment>
        <translation>Пропустити</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+150"/>
        <source>Skip to the next timer</source>
        <translation>Перейти до наступного таймера</translation>
    </message>
    <message>
        <location line="-21"/>
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
        <translation>Кінець промови</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End this speech: the next timer is up</source>
        <translation>Завершити цю промову: наступний таймер</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/narration.py" line="+106"/>
        <source>The narrator is getting ready…</source>
        <extracomment>a message for the table&apos;s flow (the list&apos;s pause or a timed call ran out, the narrator fell silent after a seat) the narrator&apos;s caption (empty: none) the time the circle&apos;s centre shows changed (the seat&apos;s pause began or stopped) (night, calls, index, the seat called) said a question is open: the list waits for the answer</extracomment>
        <translation>Диктор готується…</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/panel.py" line="+113"/>
        <source>Undo</source>
        <extracomment>a step&apos;s button was pressed (its key) Undo the game is over: a new game, or home</extracomment>
        <translation>Скасувати хід</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo the last input</source>
        <translation>Скасувати останній хід</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Public log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again</source>
        <translation>Зіграти ще раз</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same table, rules and roles, with a new deal</source>
        <translation>Той самий стіл, правила й ролі, нова роздача</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home</source>
        <translation>На головну</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private.py" line="+107"/>
        <source>The mafia have not chosen a victim: they wake again.</source>
        <extracomment>the private panel came up (True) or went (False) a screen of the private turn is up (the role it wakes is called, the public table follows) the private turn ended: ``to_table``, ``morning`` or ``time_up`` the private turn on the panel, and which turn it is (see flow.private_turn) the link a player&apos;s QR code carries, beside their card (a game with phones), or None</extracomment>
        <translation>Мафія не обрала жертву: вона прокидається знову.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia have not chosen a victim: one more round, for everyone.</source>
        <translation>Мафія не обрала жертву: ще одне коло для всіх.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private_host.py" line="+82"/>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="+51"/>
        <source>Waiting for the phones of: %1</source>
        <translation>Чекаємо на телефони: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/screen.py" line="+120"/>
        <source>Narrator&apos;s caption</source>
        <extracomment>the user asked to leave the table (to the home screen) or to start a new game Play again: the same table with a new deal (the window starts it) the private panel came up (True) or went (False): no key of the table or the window acts while it shows what the public table on another screen shows now (a Board: see :mod:`.board`) asks the table a yes/no question (tests answer for the table) the referee console&apos;s own surfaces: built only when the game has a referee what the screen shows (made again from the table&apos;s state by every render)</extracomment>
        <translation>Субтитри диктора</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>No network for the phones: join the room&apos;s Wi-Fi or start the laptop&apos;s hotspot, then pick it in Settings. Until then everyone plays on the laptop.</source>
        <extracomment>the players&apos; phones (a game that plays with them), started once the screen is up</extracomment>
        <translation>Немає мережі для телефонів: під&apos;єднайтеся до Wi-Fi у залі або ввімкніть точку доступу ноутбука, потім виберіть її в налаштуваннях. А поки всі грають на ноутбуці.</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Mafia Desktop — %1</source>
        <translation>Mafia Desktop — %1</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>%1 The game goes on in memory and each next move tries to save again; a copy can be saved from the Game menu.</source>
        <translation>%1 Гра продовжується в пам&apos;яті, і кожен наступний хід знову пробує зберегтися; копію можна зберегти через меню «Гра».</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>That choice is not possible now. Try again, or go to the next role.</source>
        <translation>Зараз такий вибір неможливий. Спробуйте ще раз або перейдіть до наступної ролі.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="-24"/>
        <source>Press a button first (who accuses, the vote…), then tap the players.</source>
        <translation>Спершу натисніть кнопку (хто звинувачує, голосування…), потім торкайтеся гравців.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press a button first (who nominates, the vote…), then tap the players.</source>
        <translation>Спершу натисніть кнопку (хто виставляє, голосування…), потім торкайтеся гравців.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be picked for this.</source>
        <translation>%1: цей вибір тут неможливий.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That tap is not a shot the rules allow (one shot each, never at oneself).</source>
        <translation>Такого пострілу правила не допускають (один постріл на кожного, не в себе).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One hand each: %1&apos;s vote moves from %2 to %3.</source>
        <translation>У кожного одна рука: %1 переносить голос (%2 → %3).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 plays on the laptop from now on.</source>
        <translation>%1 — відтепер на ноутбуці.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no fouls (the club&apos;s sport is off in set-up).</source>
        <translation>За цими правилами фоли не ведуться (клубний рахунок вимкнено в підготовці гри).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game: no foul.</source>
        <translation>%1 уже поза грою: фол не дається.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game: only a living player sees their card again.</source>
        <translation>%1 уже поза грою: свою карту знову дивиться лише живий гравець.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tap three players for the best move: %1 so far.</source>
        <translation>Для кращого ходу торкніться трьох гравців: поки вибрано %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Third foul for %1: their next speech is half its time. Undo takes it back.</source>
        <translation>Третій фол: %1, наступна промова вдвічі коротша. «Скасувати хід» прибере цей фол.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Third foul for %1: they lose today&apos;s speech. Undo takes it back.</source>
        <translation>Третій фол: %1 позбавляється сьогоднішньої промови. «Скасувати хід» прибере цей фол.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Third foul for %1: their next speech is lost. Undo takes it back.</source>
        <translation>Третій фол: %1 позбавляється наступної промови. «Скасувати хід» прибере цей фол.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fourth foul for %1: they leave the game. Undo takes it back.</source>
        <translation>Четвертий фол: %1 залишає гру. «Скасувати хід» прибере цей фол.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul %2 of 4 for %1. Undo takes it back.</source>
        <translation>Фол %2 з 4: %1. «Скасувати хід» прибере цей фол.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That act of the referee cannot be made now.</source>
        <translation>Зараз це рішення судді ухвалити не можна.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game already.</source>
        <translation>%1 уже поза грою.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A removal needs the reason, at most %1 characters.</source>
        <translation>Для вилучення потрібна причина, не довша за %1 символів.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooting order names one to three different players.</source>
        <translation>У порядку відстрілу — від одного до трьох різних гравців.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooting order is noted: %1. Undo takes it back.</source>
        <translation>Порядок відстрілу записано: %1. «Скасувати хід» прибере його.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Technical foul %2 of %3 for %1: they leave the game. Undo takes it back.</source>
        <translation>Технічний фол %2 з %3: %1 залишає гру. «Скасувати хід» прибере цей фол.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Technical foul %2 of %3 for %1. Undo takes it back.</source>
        <translation>Технічний фол %2 з %3: %1. «Скасувати хід» прибере цей фол.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is removed from the game. Undo takes it back.</source>
        <translation>Вилучення з гри: %1. «Скасувати хід» прибере його.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has given up the game. Undo takes it back.</source>
        <translation>Здача гри: %1. «Скасувати хід» прибере її.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not heard yet: %1. Vote now all the same?</source>
        <translation>Ще не виступили: %1. Усе одно голосувати?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not heard yet: %1. End the day all the same?</source>
        <translation>Ще не виступили: %1. Усе одно завершити день?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %1 from the game? They leave at once, without last words.</source>
        <translation>Вилучити з гри: %1? Одразу, без останнього слова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does %1 give up the game? They leave at once, without last words.</source>
        <translation>Здача гри: %1? Вихід одразу, без останнього слова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up: a random living player will die. Go ahead?</source>
        <translation>Час вийшов: загине випадковий живий гравець. Продовжити?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start this night again? Every choice made tonight is taken back, and the turns start again from the first player.</source>
        <translation>Почати цю ніч заново? Усе, що обрали цієї ночі, буде скасовано, і черга знову почнеться з першого гравця.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go back to the day before this night? Every choice made that night is taken back: tell the table, and play the night again.</source>
        <translation>Повернутися до дня перед цією ніччю? Усе, що обрали тієї ночі, буде скасовано: повідомте про це гравцям і зіграйте ніч заново.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the last night choice</source>
        <translation>останній нічний вибір</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1? That ended the day: this night is taken back, and the day goes on.</source>
        <translation>Скасувати %1? Цим закінчився день: цю ніч скасовано, і день триває.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1?</source>
        <translation>Скасувати %1?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{by} accusing {target}</source>
        <translation>звинувачення: {by} → {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominating {target}</source>
        <translation>виставлення на голосування: {by} → {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by}&apos;s second</source>
        <translation>підтримку звинувачення: {by}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the tally of the votes</source>
        <translation>підрахунок голосів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the end of the day</source>
        <translation>кінець дня</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the morning</source>
        <translation>настання ранку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last input</source>
        <translation>останній хід</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-97"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-409"/>
        <source>Mafia, wake up: tap the victim they choose.</source>
        <translation>Прокидається мафія: торкніться жертви, яку вона обрала.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia: whom do you shoot tonight? You shoot alone; Nobody is a choice too.</source>
        <translation>Мафія: у кого ви стріляєте цієї ночі? Ви стріляєте самостійно; можна обрати й «Нікого».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} shot at {target}</source>
        <translation>{by} стріляє: {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia: whom do the mafia kill tonight? Your choice replaces the one before.</source>
        <translation>Мафія: кого ви вбиваєте цієї ночі? Ваш вибір замінює попередній.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+16"/>
        <source>{title}, wake up: tap the player they point at.</source>
        <translation>Прокидається {title}: торкніться гравця, на якого вказують.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{title}: whom do you ask about tonight?</source>
        <translation>{title}: кого ви перевіряєте цієї ночі?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} checked {target}: {result}</source>
        <translation>{by} перевіряє: {target} — {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+900"/>
        <source>mafia</source>
        <translation>мафія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not mafia</source>
        <translation>не мафія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is mafia.</source>
        <translation>{target} — мафія.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not mafia.</source>
        <translation>{target} — не мафія.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}: who do you think is the {finds}?</source>
        <translation>{title}: хто, на вашу думку, {finds}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} looked for the {title} at {target}: {result}</source>
        <translation>{by} шукає, хто {title}, і перевіряє: {target} — {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>found</source>
        <translation>знайдено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not there</source>
        <translation>не знайдено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is the {title}.</source>
        <translation>{target} — {title}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not the {title}.</source>
        <translation>{target} — не {title}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they protect.</source>
        <translation>Прокидається {title}: торкніться гравця, якого захищають.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you protect tonight?</source>
        <translation>{title}: кого ви захищаєте цієї ночі?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} protected {target}</source>
        <translation>{by} захищає: {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they kill.</source>
        <translation>Прокидається {title}: торкніться обраної жертви.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you kill tonight? You kill alone; Nobody is a choice too.</source>
        <translation>{title}: кого ви вбиваєте цієї ночі? Ви дієте поодинці; можна обрати й «Нікого».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} stabbed {target}</source>
        <translation>{by} нападає: {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they spend the night with.</source>
        <translation>Прокидається {title}: торкніться гравця, з яким проводять ніч.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{title}: whom do you spend the night with?</source>
        <translation>{title}: з ким ви проводите цю ніч?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} spent the night with {target}</source>
        <translation>Ніч разом: {by} і {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} may not vote today</source>
        <translation>Гравець {player} сьогодні не голосує</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they guard.</source>
        <translation>Прокидається {title}: торкніться гравця, якого охороняють.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you guard tonight?</source>
        <translation>{title}: кого ви охороняєте цієї ночі?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} guarded {target}</source>
        <translation>{by} охороняє: {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} died guarding {player}</source>
        <translation>{by} гине, захищаючи: {player}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The town wins!</source>
        <translation>Перемогли мирні жителі!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The mafia win!</source>
        <translation>Перемогла мафія!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-9"/>
        <source>The {role} wins!</source>
        <extracomment>Names the app has given, or will give, to acts, events, roles and calls (issue 47&apos;s record contract): a pack role never takes one, so a record stays readable by later versions. Every refusal&apos;s code; the Qt layer words each (``mafia_desktop.ui.dialogs.roles_editor``). A lone side&apos;s words, by key of :class:`~.kinds.Team` (``{role}``: the role&apos;s name in the language spoken); English sources of the catalogue, in the contexts ``kinds.WORD_CONTEXTS`` says.</extracomment>
        <translation>Перемога: {role}!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-350"/>
        <source>The Maniac wins!</source>
        <translation>Переміг Маніяк!</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{title}, wake up: tap the player they block.</source>
        <translation>Прокидається {title}: торкніться гравця, якого блокують.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you block tonight? Whatever they do tonight will not count.</source>
        <translation>{title}: кого ви блокуєте цієї ночі? Усе, що цей гравець зробить цієї ночі, не зарахується.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} blocked {target}</source>
        <translation>{by} → {target}: блок</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The Jester wins!</source>
        <translation>Переміг Блазень!</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>{title}, wake up: tap the player they fire at.</source>
        <translation>Прокидається {title}: торкніться гравця, у якого стріляють.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you fire at tonight? Once a game, instead of your check.</source>
        <translation>{title}: у кого ви стріляєте цієї ночі? Один раз за гру, замість перевірки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} fired at {target}</source>
        <translation>{by} → {target}: постріл</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{title}, wake up: tap the two players they compare.</source>
        <translation>Прокидається {title}: торкніться двох гравців, яких порівнюють.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: which two players do you compare tonight?</source>
        <translation>{title}: яких двох гравців ви порівнюєте цієї ночі?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} compared {target}: {result}</source>
        <translation>{by} порівнює: {target} — {result}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one side</source>
        <translation>одна сторона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>different sides</source>
        <translation>різні сторони</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on one side.</source>
        <translation>{target} і {second} грають на одному боці.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on different sides.</source>
        <translation>{target} і {second} грають на різних боках.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-1160"/>
        <source>Classic</source>
        <translation>Класика</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth group</source>
        <translation>Молодіжна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Клубна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Ангел</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zero night</source>
        <translation>Нульова ніч</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>András Kuba&apos;s rules, 1997</source>
        <translation>Правила Андраша Куби, 1997</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A youth-group game with playing cards</source>
        <translation>Молодіжна гра з гральними картами</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian club rules, ten numbered seats</source>
        <translation>Правила російськомовних клубів, десять пронумерованих місць</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Princeton rules, with the Angel</source>
        <translation>Принстонські правила, з Ангелом</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>nobody</source>
        <extracomment>FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: what they enclose takes its direction from its own first letter and leaves the sentence&apos;s order around it alone (Unicode&apos;s bidi algorithm)</extracomment>
        <translation>ніхто</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} and {last}</source>
        <translation>{first} і {last}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meeting night</source>
        <translation>Ніч знайомства</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night {n}</source>
        <translation>Ніч {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>День {n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>charge {who}</source>
        <translation>звинувачення: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execute {who}</source>
        <translation>страта: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convict {who}</source>
        <translation>засудження: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jail {who}</source>
        <translation>в&apos;язниця: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>should {who} all leave?</source>
        <translation>вивести з гри всіх ({who})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The mafia meet, then the {title} meets the host. No one is killed tonight.</source>
        <translation>Мафія знайомиться, потім {title} знайомиться з ведучим. Цієї ночі ніхто не гине.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mafia open their eyes and meet. No one is killed tonight.</source>
        <translation>Мафія розплющує очі й знайомиться. Цієї ночі ніхто не гине.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The town sleeps.</source>
        <translation>Місто спить.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Talk: there is no vote on the first day.</source>
        <translation>Обговорення: у перший день голосування немає.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion and accusations.</source>
        <translation>Обговорення й звинувачення.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{accuser} accuses {suspect}. Is there a second?</source>
        <translation>{accuser} звинувачує: {suspect}. Хто підтримає звинувачення?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to charge {who}</source>
        <translation>Голосування: висунути звинувачення — {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words, then the vote to execute {who}</source>
        <translation>Останнє слово, потім голосування про страту: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the vote to convict {who}</source>
        <translation>Виправдувальна промова, потім голосування про засудження: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the revote to jail {who}</source>
        <translation>Виправдувальна промова, потім повторне голосування про в&apos;язницю: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Should {who} all leave?</source>
        <translation>Хто за те, щоб гру покинули всі ({who})?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{question} {needed}.</source>
        <translation>{question} {needed}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Speeches and nominations. Nominated: {who}.</source>
        <translation>Промови й виставлення кандидатур. Кандидатури: {who}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speeches and nominations.</source>
        <translation>Промови й виставлення кандидатур.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion, then every hand votes once.</source>
        <translation>Обговорення, потім кожен голосує один раз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie: {who} defend, then the vote again.</source>
        <translation>Рівність голосів: виправдувальні промови ({who}), потім повторне голосування.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Tap the player who nominates.</source>
        <translation>Торкніться гравця, який виставляє кандидатуру.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they nominate.</source>
        <translation>{actor} виставляє кандидатуру: торкніться виставленого гравця.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who accuses.</source>
        <translation>Торкніться гравця, який звинувачує.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they accuse.</source>
        <translation>{actor} звинувачує: торкніться обвинуваченого гравця.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who seconds.</source>
        <translation>Торкніться гравця, який підтримує звинувачення.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes someone with them: tap whom they name, or Nobody if they spare everyone.</source>
        <translation>{player}: можна забрати когось із собою — торкніться названого гравця або «Нікого», якщо пощаджено всіх.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap the player who shows the Mayor&apos;s card: the app checks it, and says if it is not.</source>
        <translation>Торкніться гравця, який показує карту Мера: застосунок перевірить карту й скаже, якщо це не так.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap every raised hand, then count.</source>
        <translation>Торкніться кожного, хто підняв руку, потім підрахуйте голоси.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player being voted on.</source>
        <translation>Торкніться гравця, за якого голосують.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s best move: tap the three players they name ({count} of 3).</source>
        <translation>Кращий хід ({name}): торкніться трьох названих гравців ({count} з 3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands for {candidate}: tap each raised hand.</source>
        <translation>Голосуємо за кандидатуру: {candidate}. Торкніться кожного, хто підняв руку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the meeting happen, then call the morning.</source>
        <translation>Дочекайтеся кінця знайомства, потім оголосіть ранок.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone has been called. Call the morning.</source>
        <translation>Усі ролі викликано. Оголосіть ранок.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under these rules the mafia must choose a victim: go back to the mafia.</source>
        <translation>За цими правилами мафія мусить обрати жертву: поверніться до мафії.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mafia, eyes shut: read each seat out and tap every player who signs at it.</source>
        <translation>Мафія, очі заплющені: називайте місця по черзі й позначайте кожного, хто подасть знак.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mafia, eyes shut: tap every player who signs at the seat called. The list moves on.</source>
        <translation>Мафія, очі заплющені: позначайте кожного, хто подасть знак на назване місце. Список іде далі сам.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is paused. Tap every player who signs at the seat called.</source>
        <translation>Список на паузі. Позначайте кожного, хто подасть знак на назване місце.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is called to its end and nobody signed: no shot. Go on, or call it again.</source>
        <translation>Усі місця названо, знаку не було: пострілу немає. Продовжуйте або назвіть місця ще раз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {seat} — {name}</source>
        <translation>Місце {seat} — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the list</source>
        <translation>Усі місця названо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The checking role wakes: tap the player they point at.</source>
        <translation>Прокидається той, хто перевіряє: торкніться гравця, на якого вказують.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don wakes: tap the player he points at.</source>
        <translation>Прокидається Дон: торкніться гравця, на якого він вказує.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The protector wakes: tap the player they protect.</source>
        <translation>Прокидається захисник: торкніться гравця, якого захищають.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold the button to see the answer; then call the next role.</source>
        <translation>Утримуйте кнопку, щоб побачити відповідь; потім викличте наступну роль.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last words are said, night falls.</source>
        <translation>Коли прозвучить останнє слово, настає ніч.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone sees who went out and their card; then night falls.</source>
        <translation>Усі бачать, хто вибув, і карту цього гравця; потім настає ніч.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone sees who went out; then night falls.</source>
        <translation>Усі бачать, хто вибув; потім настає ніч.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose card? Tap the seat of the player who wants to see their card again.</source>
        <translation>Чия карта? Торкніться місця гравця, який хоче ще раз подивитися свою карту.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{title}, wake up: press what they do tonight, then tap the player.</source>
        <translation>Прокидається {title}: натисніть дію цієї ночі, потім торкніться гравця.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marked: {names}. Tap the next player they name.</source>
        <translation>Позначено: {names}. Торкніться наступного названого гравця.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{first} or {last}</source>
        <translation>{first} або {last}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{act} (once a game)</source>
        <translation>{act} (раз за гру)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{act} ({count} times a game)</source>
        <translation>{act} (разів за гру: {count})</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+331"/>
        <source>no answer</source>
        <translation>немає відповіді</translation>
    </message>
    <message>
        <location line="-324"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See a card again</source>
        <translation>Подивитися карту ще раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominate</source>
        <translation>Виставити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuse</source>
        <translation>Звинуватити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second</source>
        <translation>Підтримати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayor&apos;s card</source>
        <translation>Карта Мера</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+690"/>
        <source>Nobody</source>
        <translation>Нікого</translation>
    </message>
    <message>
        <location line="-689"/>
        <source>Vote</source>
        <translation>До голосування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the day</source>
        <translation>Завершити день</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>Night falls</source>
        <translation>Оголосити ніч</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Time is up: fate picks</source>
        <translation>Час вийшов: вирішує жереб</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next candidate</source>
        <translation>Наступна кандидатура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous candidate</source>
        <translation>Попередня кандидатура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another candidate</source>
        <translation>Додати кандидатуру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count the votes</source>
        <translation>Підрахувати голоси</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+682"/>
        <source>Morning</source>
        <translation>Оголосити ранок</translation>
    </message>
    <message>
        <location line="-681"/>
        <source>Next seat</source>
        <translation>Наступне місце</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seat: done</source>
        <translation>Останнє місце: готово</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the list</source>
        <translation>Почати список</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause the list</source>
        <translation>Призупинити список</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the list</source>
        <translation>Продовжити список</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call this seat again</source>
        <translation>Назвати місце ще раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back one seat</source>
        <translation>Назад на одне місце</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shot: go on</source>
        <translation>Пострілу немає: далі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the list again</source>
        <translation>Назвати місця ще раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Next role</source>
        <translation>Наступна роль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next player of this role</source>
        <translation>Наступний гравець із цією роллю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night falls: pass the laptop</source>
        <translation>Ніч: передати ноутбук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best move: {name}</source>
        <translation>Кращий хід: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra points…</source>
        <translation>Додаткові бали…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the best move ({count} of 3)</source>
        <translation>Записати кращий хід ({count} з 3)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{by} accuses {target}</source>
        <translation>{by} звинувачує: {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominates {target}</source>
        <translation>{by} виставляє на голосування: {target}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{by} seconds the accusation of {target}</source>
        <translation>{by} підтримує звинувачення: {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No second: the accusation of {target} lapses</source>
        <translation>Звинувачення ({target}) ніхто не підтримав — воно знімається</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passed</source>
        <translation>ухвалено</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>відхилено</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Should {who} all leave? {yes} yes, {needed} needed — {result}</source>
        <translation>Вивести з гри всіх ({who})? «За» — {yes}, потрібно — {needed}; {result}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to {motion}: {yes} yes, {needed} needed — {result}</source>
        <translation>Голосування «{motion}»: «за» — {yes}, потрібно — {needed}; {result}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Votes: </source>
        <translation>Голоси: </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie between {who}</source>
        <translation>Рівність голосів: {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is cleared</source>
        <translation>Гравець {player} виправданий</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was killed in the night</source>
        <translation>Гравець {player} убитий уночі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time ran out: fate picks {player}, who dies</source>
        <translation>Час вийшов: за жеребом гине гравець {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by a fourth foul, without last words</source>
        <translation>{player}: четвертий фол — вилучення без останнього слова</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by technical fouls, without last words</source>
        <translation>{player}: вилучення за технічні фоли, без останнього слова</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is removed by the referee, without last words</source>
        <translation>{player}: вилучення суддею, без останнього слова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gives up the game and leaves, without last words</source>
        <translation>{player}: здача гри, без останнього слова</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} is out by the vote</source>
        <translation>Гравець {player} вибуває за підсумками голосування</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s card: {role}</source>
        <translation>{player}: карта — {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No one died: {player} was saved</source>
        <translation>Ніхто не загинув: гравець {player} врятований</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No one died: the victim was saved</source>
        <translation>Ніхто не загинув: жертву врятовано</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good morning: no one died</source>
        <translation>Ранок добрий: ніхто не загинув</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} takes {target} with them</source>
        <translation>{by} забирає з собою: {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} spares everyone</source>
        <translation>{by} щадить усіх</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} shows the Mayor&apos;s card: their hand counts two</source>
        <translation>{player} показує карту Мера: голос рахується за два</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} was shot by the mafia and joins them</source>
        <translation>{player}: постріл мафії — перехід до мафії</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was attacked in the night and is unharmed</source>
        <translation>{player}: уночі був напад, але без шкоди</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player}: third foul, and the next speech is half its time</source>
        <translation>{player}: третій фол — наступна промова вдвічі коротша</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Speeches start with {first}</source>
        <translation>Першим говорить гравець {first}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player}: this speech is half its time (three fouls)</source>
        <translation>{player}: ця промова вдвічі коротша (три фоли)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: technical foul {count}</source>
        <translation>{player}: технічний фол {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One candidate on the first day ({player}): no vote, the night falls</source>
        <translation>У перший день одна кандидатура ({player}): голосування немає, настає ніч</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Don&apos;s shooting order: {named}</source>
        <translation>Порядок відстрілу Дона: {named}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player}: third foul, and the next speech is lost</source>
        <translation>{player}: третій фол, наступна промова пропускається</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: foul {count}</source>
        <translation>{player}: фол {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses this speech (three fouls)</source>
        <translation>{player} пропускає цю промову (три фоли)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s best move: {named}</source>
        <translation>Кращий хід ({player}): {named}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}&apos;s best move: {named} ({mafia} of them mafia)</source>
        <translation>Кращий хід ({player}): {named} (мафії серед них: {mafia})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Extra points for {player}: {points} ({reason})</source>
        <translation>Додаткові бали — {player}: {points} ({reason})</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>The {by}: {result}</source>
        <translation>{by}: {result}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {by}: {targets} — {result}</source>
        <translation>{by}: {targets} — {result}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {by}: mafia</source>
        <translation>{by}: це мафія</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The {by}: not mafia</source>
        <translation>{by}: не мафія</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {by} found the {title}</source>
        <translation>{by} знайшов {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {by}: not the {title}</source>
        <translation>{by}: не {title}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who} speaks</source>
        <translation>Говорить {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Last words: {who}</source>
        <translation>Останнє слово: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence: {who}</source>
        <translation>Виправдувальна промова: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>Обговорення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>До кінця дня лишилося</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a name cannot be empty</source>
        <translation>ім&apos;я не може бути порожнім</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name can have at most 24 characters</source>
        <translation>ім&apos;я може містити не більше 24 символів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain line breaks or tabs</source>
        <translation>ім&apos;я не може містити розривів рядків або табуляції</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this name looks the same as another player&apos;s (ignoring case)</source>
        <translation>це ім&apos;я виглядає так само, як ім&apos;я іншого гравця (без урахування регістру)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain invisible or text-direction characters (zero-width, bidi)</source>
        <translation>в імені не може бути невидимих символів і символів напрямку тексту (нульової ширини, bidi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name needs at least one letter, digit or sign that shows</source>
        <translation>в імені має бути хоча б одна видима літера, цифра або знак</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat {seat} ({name}): {reason}.</source>
        <translation>Місце {seat} ({name}): {reason}.</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Everyone has seen their card. Give the laptop back to the host.</source>
        <translation>Усі побачили свої карти. Поверніть ноутбук ведучому.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thank you. Put the laptop back where it was.</source>
        <translation>Дякуємо. Поверніть ноутбук на місце.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every role has been called: the night is over. The laptop stays in the middle.</source>
        <translation>Усі ролі викликано: ніч минула. Ноутбук лишається посередині.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The laptop&apos;s turns are over. The night waits for the phones.</source>
        <translation>Ходи на ноутбуці завершено. Ніч чекає на телефони.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Put the laptop back in the middle.</source>
        <translation>Коло пройдено. Поверніть ноутбук на середину столу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Pass the laptop back to the table.</source>
        <translation>Усі зробили свій хід. Поверніть ноутбук на стіл.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, wake up</source>
        <translation>Прокидається {role}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the laptop to {who} (seat {seat})</source>
        <translation>Передайте ноутбук: {who} (місце {seat})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who}&apos;s turn (seat {seat})</source>
        <translation>Хід: {who} (місце {seat})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap a seat first, then Confirm.</source>
        <translation>Спершу торкніться місця, потім «Підтвердити».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That choice is not possible: pick another player.</source>
        <translation>Такий вибір неможливий: виберіть іншого гравця.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card do you hold? Choose it below, then Confirm.</source>
        <translation>Яка у вас карта? Виберіть її нижче, потім натисніть «Підтвердити».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are: {role}</source>
        <translation>Ваша роль: {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The other mafia:</source>
        <translation>Решта мафії:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Who do you suspect most?</source>
        <translation>Кого ви підозрюєте найбільше?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whom do you trust most?</source>
        <translation>Кому ви найбільше довіряєте?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who has been quietest today?</source>
        <translation>Кого сьогодні було найменше чути?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Thank you. Your answer is noted.</source>
        <translation>Дякуємо. Вашу відповідь враховано.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose below what you do tonight; then tap the player and Confirm. The step ends by itself when its time is up.</source>
        <translation>Виберіть нижче, що ви робите цієї ночі; потім торкніться гравця й «Підтвердити». Коли час вийде, етап завершиться сам.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap the player you choose, then Confirm. The step ends by itself when its time is up.</source>
        <translation>Торкніться обраного гравця, потім «Підтвердити». Коли час вийде, етап завершиться сам.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You chose: {act}.</source>
        <translation>Ваш вибір: {act}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+143"/>
        <source>Chosen so far: {names}. Tap the next player, then Confirm.</source>
        <translation>Уже вибрано: {names}. Торкніться наступного гравця, потім «Підтвердити».</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+141"/>
        <source>You name {count} players: tap the first, then Confirm.</source>
        <translation>Ви називаєте гравців: {count}. Торкніться першого, потім «Підтвердити».</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Tap the player you choose, then Confirm.</source>
        <translation>Торкніться обраного гравця, потім «Підтвердити».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step ends by itself when its time is up.</source>
        <translation>Коли час вийде, етап завершиться сам.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back to the host</source>
        <translation>Повернути ведучому</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Got it</source>
        <translation>Зрозуміло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Підтвердити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the table</source>
        <translation>Повернутися до столу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the cards</source>
        <translation>Перевірити карти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More time</source>
        <translation>Ще час</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{entered} × {card} entered, but {dealt} dealt</source>
        <translation>«{card}»: введено {entered}, а роздано {dealt}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone enters their card again, privately.</source>
        <translation>Нехай кожен знову введе свою карту потай від інших.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role}: {entered} entered, {dealt} dealt</source>
        <translation>{role}: введено {entered}, роздано {dealt}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tap a seat to change its card.</source>
        <translation>Торкніться місця, щоб змінити його карту.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>So far: {target} (chosen by {by}).</source>
        <translation>Вибір поки що: {target} (рішення: {by}).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You learn nothing tonight.</source>
        <translation>Цієї ночі ви нічого не дізнаєтеся.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{targets}: {result}.</source>
        <translation>{targets}: {result}.</translation>
    </message>
</context>
<context>
    <name>TournamentScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/tournament_screen.py" line="-390"/>
        <source>Tournament games</source>
        <translation>Турнірні ігри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Фінал</translation>
    </message>
    <message>
        <location line="+438"/>
        <location line="+29"/>
        <location line="+373"/>
        <location line="+7"/>
        <source>Tournaments</source>
        <extracomment>the tournaments and the games were read, and the screen filled *Start this game*: the tournament, the round and the table (1-based)</extracomment>
        <translation>Турніри</translation>
    </message>
    <message>
        <location line="-377"/>
        <source>New tournament…</source>
        <translation>Новий турнір…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Видалити…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The schedule and the standings</source>
        <translation>Розклад і таблиця</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Schedule</source>
        <translation>Розклад</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Place</source>
        <translation>Місце</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Ім&apos;я</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>Бали за кращий хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Фоли</translation>
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
        <translation>Таблиця</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start this game</source>
        <translation>Почати цю гру</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print schedule…</source>
        <translation>Друк розкладу…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading the tournaments…</source>
        <translation>Читання турнірів…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A file that cannot be read</source>
        <translation>Файл, який не читається</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No tournament yet: New tournament… seats one.</source>
        <translation>Турнірів поки немає: «Новий турнір…» створить і розсадить перший.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Players: %1; tables: %2; rounds: %3; played: %4 of %5</source>
        <translation>Гравців: %1; столів: %2; турів: %3; зіграно: %4 з %5</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Table %1</source>
        <translation>Стіл %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting out</source>
        <translation>Пропускають тур</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ranked by: %1</source>
        <translation>Порядок місць: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Played</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Saved %1</source>
        <translation>Збережено: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete the tournament %1? Its games stay.</source>
        <translation>Видалити турнір «%1»? Його ігри лишаться.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Принтер не запустився; нічого не надруковано.</translation>
    </message>
</context>
<context>
    <name>VoiceFetch</name>
    <message>
        <location filename="../../../mafia_desktop/narration/voice_fetch.py" line="+142"/>
        <source>The voice could not be fetched ({reason}). Nothing was kept; the narrator goes on with the voices it has.</source>
        <translation>Не вдалося завантажити голос ({reason}). Нічого не збережено; диктор і далі говорить наявними голосами.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download broke off before the end ({reason}). Nothing was kept: try again on a steadier connection.</source>
        <translation>Завантаження обірвалося на півдорозі ({reason}). Нічого не збережено: спробуйте ще раз зі стабільнішим з&apos;єднанням.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file that came is not the voice expected (its checksum differs): it was deleted and nothing was installed.</source>
        <translation>Отримано не той файл, що очікувався (контрольна сума не збігається): його видалено, нічого не встановлено.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough room on the disk: the voice needs {megabytes} MB free in {folder}. Nothing was kept.</source>
        <translation>На диску замало місця: голосу потрібно {megabytes} МБ вільного місця в {folder}. Нічого не збережено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The voice could not be saved in {folder} ({reason}). Nothing was kept.</source>
        <translation>Не вдалося зберегти голос у {folder} ({reason}). Нічого не збережено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fetching the voice was cancelled. Nothing was kept.</source>
        <translation>Завантаження голосу скасовано. Нічого не збережено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This copy of the app cannot open secure (HTTPS) connections, so it cannot fetch the voice. Put the voice&apos;s two files ({name}.onnx and {name}.onnx.json) in {folder} by hand instead.</source>
        <translation>Ця копія застосунку не вміє відкривати захищені (HTTPS) з&apos;єднання, тож не може завантажити голос. Покладіть два файли голосу ({name}.onnx і {name}.onnx.json) у {folder} вручну.</translation>
    </message>
</context>
<context>
    <name>VoiceFetchRow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/voice_fetch_row.py" line="+52"/>
        <source>Fetch the voice</source>
        <translation>Завантажити голос</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fetching the voice</source>
        <translation>Завантаження голосу</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No Piper voice is offered for this language.</source>
        <translation>Для цієї мови голосу Piper немає.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piper&apos;s neural voices need the piper-tts package (pip install piper-tts); the narrator speaks with Festival or espeak-ng meanwhile.</source>
        <translation>Нейромережевим голосам Piper потрібен пакет piper-tts (pip install piper-tts); поки що диктор говорить голосами Festival або espeak-ng.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Piper&apos;s voices cannot speak here (%1); the narrator speaks with Festival or espeak-ng.</source>
        <translation>Голоси Piper тут не працюють (%1); диктор говорить голосами Festival або espeak-ng.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Piper&apos;s neural voice %1 is installed.</source>
        <translation>Нейромережевий голос Piper %1 встановлено.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A clearer neural voice: Piper&apos;s %1 (%2 MB), fetched from the Piper project only when you ask. The app works without it.</source>
        <translation>Чіткіший нейромережевий голос: %1 від Piper (%2 МБ). Завантажується із сайту проєкту Piper лише на ваш запит; застосунок працює й без нього.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Fetching Piper&apos;s voice %1 (%2 MB)…</source>
        <translation>Завантаження голосу Piper %1 (%2 МБ)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancelling…</source>
        <translation>Скасування…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Piper&apos;s neural voice %1 is installed: the narrator speaks with it from now on.</source>
        <translation>Нейромережевий голос Piper %1 встановлено: відтепер диктор говорить ним.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try again</source>
        <translation>Спробувати ще раз</translation>
    </message>
</context>
</TS>

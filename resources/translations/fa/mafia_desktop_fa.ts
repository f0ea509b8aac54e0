<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa">
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
        <translation>استفاده:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>آرگومان‌های موضعی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>گزینه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subcommands</source>
        <translation>زیرفرمان‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>نمایش این راهنما و خروج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: خطا: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument {argument_name}: {message}</source>
        <translation>آرگومان {argument_name}: {message}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the following arguments are required: {arguments}</source>
        <translation>این آرگومان‌ها لازم‌اند: {arguments}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unrecognized arguments: {arguments}</source>
        <translation>آرگومان‌های ناشناخته: {arguments}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>انتخاب نامعتبر: {value} (از میان {choices} انتخاب کنید)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid {type} value: {value}</source>
        <translation>مقدار {type} نامعتبر: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>یک مقدار لازم است</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>حداکثر یک مقدار مجاز است</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>دست‌کم یک مقدار لازم است</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>گزینهٔ مبهم: {option} می‌تواند {matches} باشد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ignored explicit argument {value}</source>
        <translation>مقدار {value} اینجا پذیرفته نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected option string: {option}</source>
        <translation>گزینهٔ غیرمنتظره: {option}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed with argument {argument}</source>
        <translation>همراه با آرگومان {argument} مجاز نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the arguments {arguments} is required</source>
        <translation>یکی از آرگومان‌های {arguments} لازم است</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown parser {parser_name} (choices: {choices})</source>
        <translation>زیرفرمان ناشناخته {parser_name} (گزینه‌ها: {choices})</translation>
    </message>
</context>
<context>
    <name>Balance</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="+862"/>
        <source>town favoured</source>
        <translation>برتری با شهر</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mafia favoured</source>
        <translation>برتری با مافیا</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+106"/>
        <source>{role} favoured</source>
        <translation>برتری با {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+506"/>
        <source>Maniac favoured</source>
        <translation>برتری با قاتل</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Jester favoured</source>
        <translation>برتری با دلقک</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="+895"/>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+24"/>
        <source>even</source>
        <translation>شانس برابر</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+56"/>
        <source>The mafia&apos;s chance for each number of mafia: %1</source>
        <translation>شانس مافیا به تفکیک تعداد مافیا: %1</translation>
    </message>
</context>
<context>
    <name>BalanceView</name>
    <message>
        <location line="+48"/>
        <source>The mafia&apos;s chance (random play) by number of mafia</source>
        <translation>شانس مافیا (بازی تصادفی) به تفکیک تعداد مافیا</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No odds: this deal cannot start.</source>
        <translation>شانسی محاسبه نمی‌شود: با این پخش نقش، بازی شروع نمی‌شود.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Random play is worked out exactly only without %1: the figures above are simulated.</source>
        <translation>بازی تصادفی فقط بدون این نقش‌ها دقیق محاسبه می‌شود: %1؛ ارقام بالا از شبیه‌سازی به دست آمده‌اند.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Random play (every vote and every kill by chance): mafia %1%, town %2%. Real tables play better than random play.</source>
        <translation>بازی تصادفی (هر رأی و هر قتل به‌طور اتفاقی): مافیا %1٪، شهر %2٪. سر میز واقعی بهتر از بازی تصادفی بازی می‌کنند.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Informed play (the town acts on what its checks find): working it out…</source>
        <translation>بازی آگاهانه (شهر از نتیجهٔ استعلام‌ها استفاده می‌کند): در حال محاسبه…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Informed play (the town acts on what its checks find): mafia %1% ± %2, town %3% — %4</source>
        <translation>بازی آگاهانه (شهر از نتیجهٔ استعلام‌ها استفاده می‌کند): مافیا %1٪ ± %2، شهر %3٪ — %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(%1: %2%)</source>
        <translation>(%1: %2٪)</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../../mafia_desktop/engine/cards.py" line="+64"/>
        <location line="+56"/>
        <source>Jack</source>
        <translation>سرباز</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Queen</source>
        <translation>بی‌بی</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>King</source>
        <translation>شاه</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Ace</source>
        <translation>آس</translation>
    </message>
    <message>
        <location line="-30"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-224"/>
        <location line="+1"/>
        <source>black Joker</source>
        <translation>ژوکر سیاه</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+56"/>
        <location line="+1"/>
        <source>red Joker</source>
        <translation>ژوکر قرمز</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+35"/>
        <location line="+1"/>
        <source>blank card</source>
        <translation>کارت سفید</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Ace of spades</source>
        <translation>آس پیک</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Ace of hearts</source>
        <translation>آس دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>آس خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Ace of clubs</source>
        <translation>آس گشنیز</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+38"/>
        <location line="+26"/>
        <source>King of spades</source>
        <translation>شاه پیک</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+28"/>
        <source>King of hearts</source>
        <translation>شاه دل</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>King of diamonds</source>
        <translation>شاه خشت</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+34"/>
        <location line="+24"/>
        <source>King of clubs</source>
        <translation>شاه گشنیز</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+61"/>
        <source>Queen of spades</source>
        <translation>بی‌بی پیک</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+40"/>
        <source>Queen of hearts</source>
        <translation>بی‌بی دل</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>Queen of diamonds</source>
        <translation>بی‌بی خشت</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+55"/>
        <source>Queen of clubs</source>
        <translation>بی‌بی گشنیز</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+58"/>
        <source>Jack of spades</source>
        <translation>سرباز پیک</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of hearts</source>
        <translation>سرباز دل</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of diamonds</source>
        <translation>سرباز خشت</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+52"/>
        <source>Jack of clubs</source>
        <translation>سرباز گشنیز</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+1"/>
        <location line="+55"/>
        <source>number card (2–10)</source>
        <translation>کارت عددی (۲ تا ۱۰)</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Jack or Queen</source>
        <translation>سرباز یا بی‌بی</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>King of hearts or diamonds</source>
        <translation>شاه دل یا خشت</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>King of clubs or spades</source>
        <translation>شاه گشنیز یا پیک</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen of hearts or diamonds</source>
        <translation>بی‌بی دل یا خشت</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ace of spades or clubs</source>
        <translation>آس پیک یا گشنیز</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Jack, black King or Queen</source>
        <translation>سرباز، شاه سیاه یا بی‌بی سیاه</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>red card (2–9)</source>
        <translation>کارت قرمز (۲ تا ۹)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black card (2–9)</source>
        <translation>کارت سیاه (۲ تا ۹)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>ده</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1108"/>
        <source>blank card with “{role}” written on it</source>
        <translation>کارت سفید با نوشتهٔ «{role}»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{cards} or {card}</source>
        <translation>{cards} یا {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} from the other deck</source>
        <translation>{card} از دستهٔ کارت دیگر</translation>
    </message>
</context>
<context>
    <name>CircleKeys</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/keys.py" line="+140"/>
        <source>alive</source>
        <extracomment>a seat was picked (click, tap, Enter, or its number typed) in reorder mode, a seat was dragged from one position to another (0-based) a seat was held down (a long press), or F pressed on the seat with the cursor: a foul</extracomment>
        <translation>زنده</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>خارج از بازی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fouls: %1</source>
        <translation>خطا: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1, %2, %3</source>
        <translation>صندلی %1، %2، %3</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="-1467"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>بازی مافیا را دور یک لپ‌تاپ بگردانید.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>resume a recorded game on the table</source>
        <translation>ادامهٔ یک بازی ثبت‌شده روی میز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the app with the game in FILE on the table, where it stopped.</source>
        <translation>باز کردن برنامه با بازیِ فایل FILE روی میز، از همان جایی که متوقف شده بود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a game record (JSON)</source>
        <translation>فایل بازی (JSON)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>replay a game record and print its transcript as JSON</source>
        <translation>بازپخش یک فایل بازی و نوشتن روند آن به‌صورت JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay a game record without a window and print the transcript as JSON. Exit status 0 when every input was accepted, 2 otherwise; 1 when the transcript cannot be written (standard output closed, or its disk full: said on standard error).</source>
        <translation>بازپخش یک فایل بازی بدون پنجره و نوشتن روند آن به‌صورت JSON. کد خروج ۰ اگر همهٔ ورودی‌ها پذیرفته شوند، وگرنه ۲؛ ۱ اگر روند نوشته نشود (خروجی استاندارد بسته باشد یا دیسکش پر باشد: در خطای استاندارد گفته می‌شود).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the record, or - for standard input</source>
        <translation>فایل بازی، یا - برای ورودی استاندارد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>print cards and sheets to a PDF</source>
        <translation>چاپ کارت‌ها و برگه‌ها در PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a PDF: role cards and the deck recipe for a deal, fold-over cards and the referee&apos;s sheet for a recorded game, a game&apos;s protocol, a game&apos;s log, or a tournament&apos;s schedule.</source>
        <translation>ساختن PDF: کارت‌های نقش و ترکیب دستهٔ کارت برای یک پخش، کارت‌های تاشو و برگهٔ گرداننده برای یک بازی ثبت‌شده، برگهٔ مسابقهٔ یک بازی، روند یک بازی، یا برنامهٔ یک تورنمنت.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>role cards (with backs and cut marks) and the deck recipe</source>
        <translation>کارت‌های نقش (با پشت کارت و خط برش) و ترکیب دستهٔ کارت</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how many players</source>
        <translation>تعداد بازیکنان</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>how many of this role (default: the recommended deal)</source>
        <translation>تعداد این نقش (پیش‌فرض: پخش پیشنهادی)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cards always come shuffled; a seed gives the same order every time</source>
        <translation>کارت‌ها همیشه بُرخورده‌اند؛ با بذر تصادفی ترتیب هر بار یکسان است</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fold-over cards for the players in --out, and the referee&apos;s sheet as a separate file beside it (cards.pdf -&gt; cards-referee.pdf)</source>
        <translation>کارت‌های تاشوی بازیکنان در --out، و برگهٔ گرداننده در فایلی جدا کنار آن (cards.pdf -&gt; cards-referee.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a game&apos;s protocol, as clubs keep it: the header, nominations and votes, fouls, shots, the best move and the points</source>
        <translation>برگهٔ مسابقهٔ یک بازی، آن‌طور که باشگاه‌ها پر می‌کنند: سربرگ، نامزدها و رأی‌گیری‌ها، خطاها، شلیک‌ها، بهترین حرکت و امتیازها</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a game&apos;s log: the cards and the whole timeline</source>
        <translation>روند یک بازی: کارت‌ها و همهٔ رویدادها به ترتیب</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a tournament&apos;s schedule: every round and table, then a sheet for each table of each round</source>
        <translation>برنامهٔ یک تورنمنت: همهٔ دورها و میزها، سپس یک برگه برای هر میزِ هر دور</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a tournament file (.mafia-tournament.json)</source>
        <translation>فایل تورنمنت (.mafia-tournament.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how likely each side is to win, for a deal and its rules</source>
        <translation>شانس برد هر طرف، برای یک پخش و قوانینش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chances of the mafia and the town: exact under random play (Migdal 2010, extended to roles), or simulated under informed play.</source>
        <translation>شانس مافیا و شهر: دقیق در بازی تصادفی (Migdal، ۲۰۱۰، گسترش‌یافته به نقش‌ها)، یا شبیه‌سازی‌شده در بازی آگاهانه.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the whole mafia team, the Don included where the rules have one</source>
        <translation>کل تیم مافیا، همراه با پدرخوانده اگر قوانین آن را دارند</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a house rule (JSON value)</source>
        <translation>یک قانون خانگی (مقدار JSON)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games to simulate (informed)</source>
        <translation>تعداد بازی‌ها برای شبیه‌سازی (بازی آگاهانه)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print JSON</source>
        <translation>خروجی JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the standings of the club&apos;s series (finished games), as JSON or CSV</source>
        <translation>جدول رده‌بندی سری باشگاه (بازی‌های تمام‌شده)، به‌صورت JSON یا CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the standings of a series of finished games (an evening, a season), or of every finished game, from the saved games; no window is opened. A game&apos;s series is the one set for it, else the date it was played. Each player&apos;s line has their rating red and black (after every game up to the last one shown) and the first-night compensation (Ci). The filters add up: a series, a tournament, a span of days. Exit status 0; 2 when there is no finished game (in the filters), the series or tournament is unknown, or the series database is in use (said on stderr).</source>
        <translation>نوشتن جدول رده‌بندی یک سری از بازی‌های تمام‌شده (یک شب، یک فصل)، یا همهٔ بازی‌های تمام‌شده، از روی بازی‌های ذخیره‌شده؛ هیچ پنجره‌ای باز نمی‌شود. سری هر بازی همانی است که برایش تعیین شده، وگرنه تاریخی که در آن بازی شده است. سطر هر بازیکن ریتینگ قرمز و سیاه او (پس از هر بازی تا آخرین بازیِ نشان‌داده‌شده) و جبران شلیک شب اول (Ci) را دارد. فیلترها روی هم اعمال می‌شوند: یک سری، یک تورنمنت، یک بازهٔ روزها. کد خروج ۰؛ ۲ اگر بازی تمام‌شده‌ای (با این فیلترها) نباشد، سری یا تورنمنت ناشناخته باشد، یا پایگاه دادهٔ سری‌ها در دست برنامهٔ دیگری باشد (در stderr گفته می‌شود).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this series (default: every finished game)</source>
        <translation>این سری (پیش‌فرض: همهٔ بازی‌های تمام‌شده)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games of this tournament only</source>
        <translation>فقط بازی‌های این تورنمنت</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the games from this day on</source>
        <translation>بازی‌ها از این روز به بعد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games up to this day</source>
        <translation>بازی‌ها تا این روز</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>statistics instead of the standings: each player&apos;s (wins by role, first-night shots, checks, best moves, fouls...), or each pair&apos;s (games together and against)</source>
        <translation>آمار به جای جدول: برای هر بازیکن (بردها به تفکیک نقش، شلیک در شب اول، استعلام‌ها، بهترین حرکت‌ها، خطاها...) یا برای هر جفت (بازی‌ها با هم و در برابر هم)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>list the series instead, the newest first</source>
        <translation>به جای آن، فهرست سری‌ها، جدیدترین اول</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the folder of saved games (default: the app&apos;s own)</source>
        <translation>پوشهٔ بازی‌های ذخیره‌شده (پیش‌فرض: پوشهٔ خود برنامه)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check that the narrator can speak: say a line into a WAV file</source>
        <translation>بررسی اینکه راوی می‌تواند حرف بزند: ضبط یک جمله در فایل WAV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the speech engines the narrator uses (Piper where a voice of the language is installed, Festival where installed, else pyttsx3: espeak-ng on Linux, the system&apos;s voices elsewhere), say which engine and voice speak the language, and render one line to a WAV file with them. Exit status 0 when speech works, 3 when no engine starts (the app then shows the narrator&apos;s lines as captions), 2 when the voice asked for is not installed or the file cannot be written.</source>
        <translation>راه‌اندازی موتورهای گفتاری که راوی به کار می‌برد (Piper اگر صدایی از آن زبان نصب باشد، Festival اگر نصب باشد، وگرنه pyttsx3: در لینوکس espeak-ng و در سیستم‌های دیگر صداهای خود سیستم)، گفتن اینکه کدام موتور و صدا به آن زبان حرف می‌زند، و ضبط یک جمله با آن‌ها در فایل WAV. کد خروج ۰ اگر گفتار کار کند، ۳ اگر هیچ موتوری راه نیفتد (آن‌وقت برنامه جمله‌های راوی را به‌صورت زیرنویس نشان می‌دهد)، ۲ اگر صدای خواسته‌شده نصب نباشد یا فایل نوشته نشود.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the language to speak (default: English)</source>
        <translation>زبان گفتار (پیش‌فرض: انگلیسی)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this engine (default: the best one)</source>
        <translation>این موتور (پیش‌فرض: بهترین)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this voice of the engine (default: the language&apos;s best)</source>
        <translation>این صدای موتور (پیش‌فرض: بهترین صدای آن زبان)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line (default: the night&apos;s first line)</source>
        <translation>جمله (پیش‌فرض: نخستین جملهٔ شب)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>where to write it (default: a temporary file)</source>
        <translation>محل نوشتن (پیش‌فرض: یک فایل موقت)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>where to write the PDF</source>
        <translation>محل نوشتن PDF</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the PDF (default: English)</source>
        <translation>زبان PDF (پیش‌فرض: انگلیسی)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a preset (classic, youth, club, angel) or rules JSON</source>
        <translation>یک مجموعه‌قانون (classic، youth، club، angel) یا قوانین به‌صورت JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the command&apos;s messages (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>زبان پیام‌های فرمان (وگرنه زبان تنظیمات یا سیستم)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>show program&apos;s version number and exit</source>
        <translation>نمایش شمارهٔ نسخهٔ برنامه و خروج</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>paint the window once, save it as a PNG at PATH and exit</source>
        <translation>یک بار کشیدن پنجره، ذخیرهٔ آن به‌صورت PNG در PATH و خروج</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the window&apos;s size, e.g. 1366x768 (for screenshots)</source>
        <translation>اندازهٔ پنجره، مثلاً 1366x768 (برای تصویر صفحه)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the app&apos;s language this time (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>زبان برنامه برای این بار (وگرنه زبان تنظیمات یا سیستم)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{text} is not a size like 1366x768</source>
        <translation>{text} اندازه‌ای مثل 1366x768 نیست</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text}: width and height must be 200 to 8000</source>
        <translation>{text}: پهنا و ارتفاع باید از ۲۰۰ تا ۸۰۰۰ باشند</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>must be a whole number, not {text}</source>
        <translation>باید عدد صحیح باشد، نه {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be {low} or more, not {text}</source>
        <translation>باید {low} یا بیشتر باشد، نه {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be at most {high}, not {text}</source>
        <translation>باید حداکثر {high} باشد، نه {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>must be a day as YYYY-MM-DD, not {text}</source>
        <translation>باید تاریخی به شکل YYYY-MM-DD باشد، نه {text}</translation>
    </message>
    <message>
        <location line="+290"/>
        <source>HOME is not set and this account has no home folder of its own, so the app would keep its games in {folder}; but {problem}. Set HOME to a folder of your own and start again.</source>
        <translation>HOME تعیین نشده و این حساب کاربری پوشهٔ خانگیِ خودش را ندارد، پس برنامه بازی‌هایش را در {folder} نگه می‌داشت؛ اما {problem}. HOME را روی پوشه‌ای از خودتان بگذارید و دوباره شروع کنید.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>HOME is not set; games are kept in {folder}</source>
        <translation>HOME تعیین نشده؛ بازی‌ها در {folder} نگه داشته می‌شوند</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{folder} cannot be read ({reason})</source>
        <translation>{folder} خوانده نمی‌شود ({reason})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>others may rename folders in {folder} (it is writable by others and not sticky)</source>
        <translation>دیگران می‌توانند نام پوشه‌های داخل {folder} را عوض کنند (دیگران در آن اجازهٔ نوشتن دارند و بیت sticky ندارد)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it cannot be made ({reason})</source>
        <translation>نمی‌توان آن را ساخت ({reason})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link, which someone else may have made, not a folder</source>
        <translation>این یک پیوند است که شاید کس دیگری ساخته باشد، نه پوشه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a file, not a folder</source>
        <translation>این یک فایل است، نه پوشه</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that folder belongs to another account (user id {user}), which may read or change it</source>
        <translation>آن پوشه مال حساب کاربری دیگری است (شناسهٔ کاربری {user}) که می‌تواند آن را بخواند یا تغییر دهد</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it was replaced while the app looked at it</source>
        <translation>وقتی برنامه آن را بررسی می‌کرد، جایگزین شد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it cannot be checked ({reason})</source>
        <translation>نمی‌توان آن را بررسی کرد ({reason})</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>no file name given: say which game record to open.</source>
        <translation>نام فایل داده نشده: بگویید کدام فایل بازی باز شود.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>could not write the screenshot: {reason}.</source>
        <translation>تصویر صفحه نوشته نشد: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no file name given</source>
        <translation>نام فایل داده نشده</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>could not write the screenshot to {file}: {reason}.</source>
        <translation>تصویر صفحه در {file} نوشته نشد: {reason}.</translation>
    </message>
    <message>
        <location line="+58"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+48"/>
        <source>the disk is full</source>
        <extracomment>the exit status of a command whose answer could not be written to standard output why a file cannot be written, by the error&apos;s number</extracomment>
        <translation>دیسک پر است</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full (the disk quota)</source>
        <translation>دیسک پر است (سهمیهٔ دیسک)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <location line="+14"/>
        <location line="+14"/>
        <source>it is closed</source>
        <translation>بسته است</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>the disk is read-only</source>
        <translation>دیسک فقط‌خواندنی است</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>there is no permission to write there</source>
        <translation>اجازهٔ نوشتن در آنجا نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+91"/>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>its folder does not exist</source>
        <translation>پوشه‌اش وجود ندارد</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+98"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-4"/>
        <source>it is a folder, not a file</source>
        <translation>این یک پوشه است، نه فایل</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>could not write to standard output: {reason}.</source>
        <translation>نوشتن در خروجی استاندارد ممکن نشد: {reason}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the name is not a file name</source>
        <translation>این نام، نام فایل نیست</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a device, not a file</source>
        <translation>این یک دستگاه است، نه فایل</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>این یک لوله (FIFO) است، نه فایل</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>این یک سوکت است، نه فایل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a file</source>
        <translation>این فایل نیست</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>no folder name given for --games.</source>
        <translation>برای --games نام پوشه داده نشده.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{folder} is not a folder.</source>
        <translation>{folder} پوشه نیست.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no folder {folder}.</source>
        <translation>پوشهٔ {folder} وجود ندارد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the folder {folder}: {reason}.</source>
        <translation>خواندن پوشهٔ {folder} ممکن نیست: {reason}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no finished game in {folder}.</source>
        <translation>در {folder} هیچ بازی تمام‌شده‌ای نیست.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no series {name}; the series are: {names}.</source>
        <translation>سری {name} وجود ندارد؛ سری‌ها این‌ها هستند: {names}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no tournament {tournament}; the tournaments are: {ids}.</source>
        <translation>تورنمنت {tournament} وجود ندارد؛ تورنمنت‌ها این‌ها هستند: {ids}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no tournament {tournament}: no finished game names a tournament.</source>
        <translation>تورنمنت {tournament} وجود ندارد: هیچ بازی تمام‌شده‌ای به تورنمنتی تعلق ندارد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no finished game in these filters.</source>
        <translation>با این فیلترها هیچ بازی تمام‌شده‌ای نیست.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the line given with --say is not text (it has bytes that are not UTF-8).</source>
        <translation>جمله‌ای که با --say داده شده متن نیست (بایت‌هایی دارد که UTF-8 نیستند).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+13"/>
        <source>no file name given for --out.</source>
        <translation>برای --out نام فایل داده نشده.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no speech engine could start ({reason}).</source>
        <translation>هیچ موتور گفتاری راه نیفتاد ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On Linux, speech needs Festival or espeak-ng: {command}</source>
        <translation>در لینوکس، گفتار به Festival یا espeak-ng نیاز دارد: {command}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The app still runs: the narrator shows its lines as captions.</source>
        <translation>برنامه همچنان کار می‌کند: راوی جمله‌هایش را به‌صورت زیرنویس نشان می‌دهد.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>engine: {engine} cannot start ({reason})</source>
        <translation>موتور: {engine} راه نمی‌افتد ({reason})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voice {voice} of {engine} does not speak {language}; {voices}</source>
        <translation>صدای {voice} از {engine} به {language} حرف نمی‌زند؛ {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} does not speak {language}; {voices}</source>
        <translation>صدای {voice} به {language} حرف نمی‌زند؛ {voices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the voice {voice} of {engine} is not installed; {voices}</source>
        <translation>صدای {voice} از {engine} نصب نیست؛ {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} is not installed; {voices}</source>
        <translation>صدای {voice} نصب نیست؛ {voices}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{engine} wrote no sound for {line} ({reason}).</source>
        <translation>{engine} برای جملهٔ {line} صدایی نساخت ({reason}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{engine} cannot speak ({reason}): {other} speaks instead</source>
        <translation>{engine} نمی‌تواند حرف بزند ({reason}): به جایش {other} حرف می‌زند</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>default</source>
        <translation>پیش‌فرض</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice: {command}</source>
        <translation>برای صدایی واضح‌تر: {command}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>For a neural voice: Settings fetches Piper&apos;s {voice} on request.</source>
        <translation>برای صدای شبکهٔ عصبی: صدای {voice} از Piper را می‌توانید در «تنظیمات» دریافت کنید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{line}: {seconds} s in {file}</source>
        <translation>{line}: {seconds} ثانیه، در {file}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{line}: {seconds} s</source>
        <translation>{line}: {seconds} ثانیه</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>could not write {file}: {reason}.</source>
        <translation>نوشتن {file} ممکن نشد: {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no voice of {engine} speaks {language}.</source>
        <translation>هیچ صدایی از {engine} به {language} حرف نمی‌زند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice of any engine speaks {language}.</source>
        <translation>هیچ صدایی از هیچ موتوری به {language} حرف نمی‌زند.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no voice of {engine} installed speaks {language}.</source>
        <translation>هیچ‌یک از صداهای نصب‌شدهٔ {engine} به {language} حرف نمی‌زند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice installed speaks {language}.</source>
        <translation>هیچ صدای نصب‌شده‌ای به {language} حرف نمی‌زند.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voices that speak {language} are {voices}.</source>
        <translation>صداهایی که به {language} حرف می‌زنند: {voices}.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>the value of --option {name} is nested too deeply</source>
        <translation>مقدار --option {name} بیش از حد تودرتوست</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{team} {chance}%</source>
        <translation>{team} {chance}٪</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exact, random play</source>
        <translation>دقیق، بازی تصادفی</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{how}; random play is not worked out exactly for these roles</source>
        <translation>{how}؛ بازی تصادفی برای این نقش‌ها دقیق محاسبه نمی‌شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mafia {mafia}%{margin}, town {town}%{others} ({verdict}; {how})</source>
        <translation>مافیا {mafia}٪{margin}، شهر {town}٪{others} ({verdict}؛ {how})</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>this deal cannot start: {problem}</source>
        <translation>با این پخش، بازی شروع نمی‌شود: {problem}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the rules JSON is nested too deeply</source>
        <translation>JSON قوانین بیش از حد تودرتوست</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rules are not valid JSON ({reason})</source>
        <translation>قوانین، JSON معتبر نیستند ({reason})</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles ({special}) than players ({players})</source>
        <translation>نقش‌های ویژه ({special}) از بازیکنان ({players}) بیشترند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a count of a role cannot be below 0</source>
        <translation>تعداد یک نقش نمی‌تواند کمتر از صفر باشد</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+5"/>
        <source>could not write {file}: the name has bytes that are not text (UTF-8); nothing was written.</source>
        <translation>نوشتن {file} ممکن نشد: نامش بایت‌هایی دارد که متن (UTF-8) نیستند؛ چیزی نوشته نشد.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>could not write {file}: it is the game record being printed; nothing was written.</source>
        <translation>نوشتن {file} ممکن نشد: این همان فایل بازی‌ای است که چاپ می‌شود؛ چیزی نوشته نشد.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no file name given: say which game record to print.</source>
        <translation>نام فایل داده نشده: بگویید کدام فایل بازی چاپ شود.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>could not read {file}: {reason}.</source>
        <translation>خواندن {file} ممکن نشد: {reason}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such file or directory</source>
        <translation>چنین فایل یا پوشه‌ای وجود ندارد</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>could not write {file}: {reason}; nothing was written.</source>
        <translation>نوشتن {file} ممکن نشد: {reason}؛ چیزی نوشته نشد.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The players&apos; fold-over cards are in {cards}; the referee&apos;s sheet is in {sheet}.</source>
        <translation>کارت‌های تاشوی بازیکنان در {cards} است؛ برگهٔ گرداننده در {sheet}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles than players</source>
        <translation>نقش‌های ویژه از بازیکنان بیشترند</translation>
    </message>
</context>
<context>
    <name>CliCounts</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/cli.py" line="-1091"/>
        <source>engine: {engine}, %n voice(s)</source>
        <translation>
            <numerusform>موتور: {engine}، %n صدا</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the voices that speak {language} are {voices} (%n in all).</source>
        <translation>
            <numerusform>صداهایی که به {language} حرف می‌زنند: {voices} (در مجموع %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>speech: {engine}, voice {voice} ({language}), %n word(s) a minute</source>
        <translation>
            <numerusform>گفتار: {engine}، صدای {voice} ({language})، %n کلمه در دقیقه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n informed game(s)</source>
        <translation>
            <numerusform>%n بازی آگاهانه</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Club</name>
    <message>
        <location filename="../../../mafia_desktop/club/__init__.py" line="+36"/>
        <source>A tournament has 1 to {most} tables, not {tables}.</source>
        <extracomment>English sentences for every refusal of the club&apos;s package, by code; ``{x}`` takes a parameter.</extracomment>
        <translation>تورنمنت می‌تواند یک تا {most} میز داشته باشد، نه {tables}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament has 1 to {most} rounds, not {rounds}.</source>
        <translation>تورنمنت می‌تواند یک تا {most} دور داشته باشد، نه {rounds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table seats {least} to {most} players, not {table_size}.</source>
        <translation>سر هر میز {least} تا {most} بازیکن می‌نشیند، نه {table_size}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{players} players cannot fill {tables} tables: a table needs at least 7 players, {least} in all.</source>
        <translation>{players} بازیکن برای {tables} میز کافی نیست: هر میز دست‌کم هفت بازیکن لازم دارد، یعنی در مجموع {least} نفر.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player name “{name}” cannot be used: {problem}.</source>
        <translation>نام «{name}» قابل استفاده نیست: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” is entered twice (names that look the same count as the same player).</source>
        <translation>«{name}» دو بار وارد شده است (نام‌هایی که یکسان به نظر می‌رسند، یک بازیکن حساب می‌شوند).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pair to keep apart names “{name}”, who is not among the players.</source>
        <translation>در جفتی که باید جدا بنشینند نام «{name}» آمده، اما چنین بازیکنی در تورنمنت نیست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pair to keep apart needs two different players.</source>
        <translation>جفتی که باید جدا بنشینند، باید دو بازیکن متفاوت باشد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pairs to keep apart cannot all be kept apart in round {round}: there are too few tables or too few players sitting out. Keep fewer pairs apart, or add a table.</source>
        <translation>در دور {round} نمی‌شود همهٔ جفت‌ها را جدا نشاند: میزها یا بازیکنانِ در استراحت کم‌اند. جفت‌های کمتری را جدا کنید یا یک میز اضافه کنید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tournament&apos;s id must be 32 hexadecimal digits.</source>
        <translation>شناسهٔ تورنمنت باید ۳۲ رقم در مبنای شانزده باشد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament&apos;s name has 1 to {most} characters, on one line.</source>
        <translation>نام تورنمنت باید یک تا {most} نویسه و در یک خط باشد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game type must be one of: {allowed}.</source>
        <translation>نوع بازی باید یکی از این‌ها باشد: {allowed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tie-break order must list different keys from: {allowed}.</source>
        <translation>ترتیب معیارهای رده‌بندی باید از کلیدهای متفاوتِ این فهرست باشد: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no table {table} in round {round} of this tournament.</source>
        <translation>در دور {round} این تورنمنت میز {table} وجود ندارد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a tournament: {reason}.</source>
        <translation>این فایل، تورنمنت نیست: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Mafia Desktop tournament.</source>
        <translation>این فایل، تورنمنت Mafia Desktop نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file is of version {version}, which this version of the app cannot read.</source>
        <translation>فایل تورنمنت از نسخهٔ {version} است که این نسخهٔ برنامه نمی‌تواند آن را بخواند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be {expected}.</source>
        <translation>در فایل تورنمنت، «{member}» باید این باشد: {expected}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file has a member this app does not know: “{member}”.</source>
        <translation>فایل تورنمنت بخشی دارد که این برنامه نمی‌شناسد: «{member}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be from {low} to {high}.</source>
        <translation>در فایل تورنمنت، «{member}» باید بین {low} و {high} باشد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament&apos;s schedule is not right: round {round}, {reason}.</source>
        <translation>برنامهٔ تورنمنت درست نیست: دور {round}، {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the number of tables is not the tournament&apos;s</source>
        <extracomment>What :data:`CLUB_ERRORS`&apos; ``bad_schedule`` says is wrong (its ``reason``), by code.</extracomment>
        <translation>تعداد میزها با تورنمنت یکی نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a table has too many or too few players</source>
        <translation>سر یکی از میزها بازیکن بیش از حد زیاد یا کم است</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name is not among the players</source>
        <translation>نامی آمده که در میان بازیکنان نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is seated twice, or both seated and sitting out</source>
        <translation>بازیکنی دو بار نشانده شده، یا هم سر میز است و هم در استراحت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is neither seated nor sitting out</source>
        <translation>بازیکنی نه سر میز نشسته و نه در استراحت است</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair to keep apart sits at one table</source>
        <translation>جفتی که باید جدا بنشینند، سر یک میز نشسته‌اند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number of rounds is not the tournament&apos;s</source>
        <translation>تعداد دورها با تورنمنت یکی نیست</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/club/tournament.py" line="+97"/>
        <source>Points</source>
        <extracomment>The game types a tournament&apos;s games count as (the rating&apos;s step is per game type). The tie-break keys, in no order: key -&gt; (the result line&apos;s field, which way is better: 1 the more the better, -1 the fewer), and its label (context ``Club``).</extracomment>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>امتیاز بهترین حرکت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer fouls</source>
        <translation>خطای کمتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>ریتینگ</translation>
    </message>
</context>
<context>
    <name>DarkPreview</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/print_dialog.py" line="+416"/>
        <source>Preview</source>
        <translation>پیش‌نمایش</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Page %1</source>
        <translation>صفحهٔ %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print…</source>
        <translation>چاپ…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Print</source>
        <translation>چاپ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>چاپگر شروع به کار نکرد؛ چیزی چاپ نشد.</translation>
    </message>
</context>
<context>
    <name>Duties</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-251"/>
        <source>You have no night power. Find the mafia by talking, watching and voting.</source>
        <translation>شما شب‌ها توانایی ویژه‌ای ندارید. با حرف زدن، زیر نظر گرفتن و رأی دادن، مافیا را پیدا کنید.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At night you and the other mafia choose whom to kill. By day, hide among the town.</source>
        <translation>شب‌ها همراه بقیهٔ مافیا انتخاب می‌کنید چه کسی کشته شود. روزها میان شهروندان پنهان بمانید.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You lead the mafia: you shoot with them, and each night you look for the {finds}.</source>
        <translation>شما رئیس مافیا هستید: همراه مافیا شلیک می‌کنید و هر شب دنبال {finds} می‌گردید.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Each night you ask whether one player is mafia.</source>
        <translation>هر شب از یک بازیکن استعلام می‌گیرید: مافیا هست یا نه.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Each night you protect one player from the mafia.</source>
        <translation>هر شب یک بازیکن را از تیر مافیا نجات می‌دهید.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You play alone. Each night you may kill one player; you win when one other player is left.</source>
        <translation>شما تنها بازی می‌کنید. هر شب می‌توانید یک بازیکن را بکشید؛ وقتی جز شما فقط یک بازیکن دیگر بماند، برنده‌اید.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Each night you spend the night with one player, never the same twice running: no one can kill them that night, and they may not vote the next day.</source>
        <translation>هر شب را با یک بازیکن می‌گذرانید، اما هرگز دو شب پشت سر هم با همان بازیکن: آن شب هیچ‌کس نمی‌تواند او را بکشد و روز بعد حق رأی ندارد.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you guard one player, never yourself: if they are attacked, you die in their place.</source>
        <translation>هر شب از یک بازیکن محافظت می‌کنید، اما نه از خودتان: اگر به او حمله شود، شما به جای او می‌میرید.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No one can kill you at night. Only the day&apos;s vote or fouls can put you out.</source>
        <translation>شب هیچ‌کس نمی‌تواند شما را بکشد. فقط رأی‌گیری روز یا خطاها شما را از بازی بیرون می‌کنند.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each night you block one player, never yourself: whatever they do that night does not count.</source>
        <translation>هر شب توانایی یک بازیکن را خنثی می‌کنید، اما نه خودتان را: هر کاری آن بازیکن آن شب بکند، حساب نمی‌شود.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You play for the town. If the mafia shoot you, you do not die: you join them, and from the next night you shoot with them.</source>
        <translation>شما برای شهر بازی می‌کنید. اگر مافیا به شما شلیک کند، نمی‌میرید: به مافیا می‌پیوندید و از شب بعد همراه آن‌ها شلیک می‌کنید.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You play for yourself: if the day&apos;s vote puts you out, you alone win at once. Killed at night, you are simply out.</source>
        <translation>شما برای خودتان بازی می‌کنید: اگر رأی‌گیری روز شما را بیرون کند، همان لحظه به‌تنهایی برنده می‌شوید. اگر شب کشته شوید، فقط از بازی بیرون می‌روید.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>You play for the town. Once, by day, you may show your card: from then your hand counts two in every vote.</source>
        <translation>شما برای شهر بازی می‌کنید. یک بار، در روز، می‌توانید کارتتان را نشان دهید: از آن به بعد رأی شما در هر رأی‌گیری دو رأی حساب می‌شود.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>You play for the town. When the vote or the night puts you out, you may take one living player with you, or spare everyone.</source>
        <translation>شما برای شهر بازی می‌کنید. وقتی رأی‌گیری یا شب شما را از بازی بیرون می‌کند، می‌توانید یک بازیکن زنده را با خود ببرید یا از همه بگذرید.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you ask whether one player is mafia, or, once a game, you fire at one player instead.</source>
        <translation>هر شب از یک بازیکن استعلام می‌گیرید که مافیا هست یا نه، یا یک بار در بازی به جای آن به یک بازیکن شلیک می‌کنید.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Each night you name two other players and learn whether they play on one side (the town, the mafia, or a side of their own).</source>
        <translation>هر شب نام دو بازیکن دیگر را می‌برید و می‌فهمید که در یک تیم بازی می‌کنند یا نه (شهر، مافیا، یا تیمی برای خودشان).</translation>
    </message>
</context>
<context>
    <name>ExtraPoints</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/extra_points.py" line="+44"/>
        <source>Extra points</source>
        <translation>امتیاز اضافه</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The referee&apos;s extra points, plus or minus, are added to the player&apos;s points for this game.</source>
        <translation>امتیازهای اضافهٔ گرداننده، مثبت یا منفی، به امتیاز بازیکن در این بازی افزوده می‌شود.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>What for (said aloud, written on the protocol)</source>
        <translation>برای چه (با صدای بلند اعلام و در برگهٔ مسابقه ثبت می‌شود)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>دلیل</translation>
    </message>
</context>
<context>
    <name>HoldRing</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="+201"/>
        <source>Hold to see (or hold Space)</source>
        <extracomment>words the bars&apos; light is measured on: the same for every role (the panel sets them)</extracomment>
        <translation>نگه دارید تا ببینید (یا کلید فاصله را نگه دارید)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Hold to see</source>
        <translation>نگه دارید تا ببینید</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Release to hide</source>
        <translation>رها کنید تا پنهان شود</translation>
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
        <translation>بازی گروهی مافیا دور یک لپ‌تاپ: چهار مجموعه‌قانون، یک میز.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the game</source>
        <translation>ادامهٔ بازی</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a game record…</source>
        <translation>باز کردن فایل بازی…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print cards…</source>
        <translation>چاپ کارت‌ها…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series standings…</source>
        <translation>جدول و ریتینگ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournaments…</source>
        <translation>تورنمنت‌ها…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The rule sets</source>
        <translation>مجموعه‌قانون‌ها</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 rules</source>
        <translation>قوانین %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exactly %1 players</source>
        <translation>دقیقاً %1 بازیکن</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to %2 players</source>
        <translation>%1 تا %2 بازیکن</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal for %1</source>
        <translation>پخش نقش برای %1 نفر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>روز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>شب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>پیروزی</translation>
    </message>
</context>
<context>
    <name>HostDealScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/host_deal.py" line="+44"/>
        <source>Seats: tap the seat, then the card its player holds</source>
        <extracomment>every seat holds a card and the cards add up: player -&gt; role Back to set-up a card was entered or taken back (the host&apos;s taps, to be kept)</extracomment>
        <translation>صندلی‌ها: روی صندلی بزنید، بعد روی کارتی که بازیکنش دارد</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who holds which card</source>
        <translation>چه کسی چه کارتی دارد</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal the cards, then tap each seat and the card its player holds: the next seat is picked by itself. Only the host should see this screen.</source>
        <translation>کارت‌ها را پخش کنید، بعد روی هر صندلی و کارتِ بازیکنش بزنید: صندلی بعدی خودکار انتخاب می‌شود. این صفحه را فقط گرداننده باید ببیند.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take this seat&apos;s card off</source>
        <translation>برداشتن کارت این صندلی</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Back</source>
        <translation>بازگشت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the game</source>
        <translation>شروع بازی</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deal</source>
        <translation>پخش کارت‌ها</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Seat %1 — %2: which card?</source>
        <translation>صندلی %1 — %2: کدام کارت؟</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap a seat.</source>
        <translation>روی یک صندلی بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2: %3 of %4</source>
        <translation>%1 — %2: %3 از %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every seat holds a card and the cards add up.</source>
        <translation>همهٔ صندلی‌ها کارت دارند و کارت‌ها با پخش نقش جور است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card yet: %1.</source>
        <translation>هنوز بدون کارت: %1.</translation>
    </message>
</context>
<context>
    <name>LogTail</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+43"/>
        <source>Public log</source>
        <translation>گزارش بازی</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/game_opener.py" line="+124"/>
        <source>%1 is a game already among the saved games, played further: it goes on in %2.</source>
        <extracomment>the game the record replays to (reading replayed it once: the table does not again) its file in the store, where the game goes on; None: a copy goes on in a new file what was done on the way (a broken file set aside, its previous copy used), as messages a deal of physical cards is complete: the new game&apos;s record (the window puts it on the table) Back on the referee&apos;s deal screen: to set-up again nothing is written: not the game, not a copy of the file opened (a screenshot)</extracomment>
        <translation>%1 بازی‌ای است که در میان بازی‌های ذخیره‌شده هست، اما جلوتر رفته: بازی در %2 ادامه پیدا می‌کند.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is a game already among the saved games: it goes on in %2.</source>
        <translation>%1 بازی‌ای است که در میان بازی‌های ذخیره‌شده هست: بازی در %2 ادامه پیدا می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is an earlier copy of a game among the saved games: it goes on in %2, where it had got to (undo goes back).</source>
        <translation>%1 نسخهٔ قدیمی‌ترِ یکی از بازی‌های ذخیره‌شده است: بازی در %2 از همان جایی که رسیده بود ادامه پیدا می‌کند (با «واگرد» می‌شود به عقب برگشت).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open a game record</source>
        <translation>باز کردن فایل بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>فایل‌های بازی (*.json);;همهٔ فایل‌ها (*)</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Cannot open %1: %2</source>
        <translation>باز کردن %1 ممکن نشد: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Opened %1. The game goes on in %2; the file you opened is left as it was.</source>
        <translation>%1 باز شد. بازی در %2 ادامه پیدا می‌کند؛ فایلی که باز کردید دست‌نخورده می‌ماند.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/home.py" line="+178"/>
        <source>Continue the game of %1 (%2)</source>
        <extracomment>the one signals object every scan reports through: made on the UI thread at the first search and never deleted, so a scan still reading when its window goes never emits on a dead object (Qt drops a queued report to a finder that is gone) a search ended: the newest unfinished game (a GameInfo), or None the one signals object every reading of past players reports through (see _SIGNALS)</extracomment>
        <translation>ادامهٔ بازیِ ساعت %1 (%2)</translation>
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
        <translation>این بازی را به خاطر یک بازی جدید رها می‌کنید؟ بازی نگه داشته می‌شود: «ادامهٔ بازی» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <location line="+193"/>
        <location filename="../../../mafia_desktop/ui/window/theme.py" line="+6"/>
        <source>Continue the game</source>
        <translation>ادامهٔ بازی</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is kept, just as it was: Continue the game takes you back to it.</source>
        <translation>بازی همان‌طور که بود نگه داشته شد: «ادامهٔ بازی» شما را به آن برمی‌گرداند.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="-351"/>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+53"/>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;New game</source>
        <translation>بازی &amp;جدید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a game record…</source>
        <translation>&amp;باز کردن فایل بازی…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save a copy as…</source>
        <translation>&amp;ذخیرهٔ یک نسخه با نام…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print cards and sheets…</source>
        <translation>&amp;چاپ کارت‌ها و برگه‌ها…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series stan&amp;dings…</source>
        <translation>جدول و &amp;ریتینگ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To&amp;urnaments…</source>
        <translation>&amp;تورنمنت‌ها…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Referee&apos;s acts…</source>
        <translation>تصمیم‌های &amp;گرداننده…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>تن&amp;ظیمات…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>تمام‌&amp;صفحه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>بازگ&amp;شت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P&amp;hones…</source>
        <translation>گوشی‌&amp;ها…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rules and roles…</source>
        <translation>&amp;قوانین و نقش‌ها…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;About Mafia Desktop</source>
        <translation>&amp;دربارهٔ Mafia Desktop</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>About Mafia Desktop</source>
        <translation>دربارهٔ Mafia Desktop</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save a copy of the game</source>
        <translation>ذخیرهٔ یک نسخه از بازی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (*.json)</source>
        <translation>فایل‌های بازی (*.json)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The last moves of this game are not saved: %1 If you go on, they are lost.</source>
        <translation>آخرین حرکت‌های این بازی ذخیره نشده‌اند: %1 اگر ادامه دهید، از دست می‌روند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try again</source>
        <translation>دوباره امتحان کن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a copy elsewhere…</source>
        <translation>ذخیرهٔ یک نسخه در جای دیگر…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard them</source>
        <translation>صرف‌نظر کن</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Version %1</source>
        <translation>نسخهٔ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>بازی گروهی مافیا را دور یک لپ‌تاپ اجرا کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free software under the MIT licence.</source>
        <translation>نرم‌افزار آزاد با مجوز MIT.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/tv.py" line="+57"/>
        <source>&amp;View</source>
        <extracomment>the user turned the public table on or off from the View menu (kept with the game)</extracomment>
        <translation>&amp;نمایش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the table on &amp;another screen</source>
        <translation>نمایش میز روی &amp;صفحهٔ دیگر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The circle, the clock and the log, full screen on a TV or a projector</source>
        <translation>دایره، ساعت و گزارش، تمام‌صفحه روی تلویزیون یا ویدئوپروژکتور</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/voice.py" line="+148"/>
        <source>Speech: starting…</source>
        <translation>گفتار: در حال راه‌اندازی…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no voice (captions only).</source>
        <translation>%1: بدون صدا (فقط زیرنویس).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2, voice %3.</source>
        <translation>%1: %2، صدای %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the default</source>
        <translation>پیش‌فرض</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice install Festival&apos;s: sudo apt install festival %1</source>
        <translation>برای صدایی واضح‌تر، صدای Festival را نصب کنید: sudo apt install festival %1</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-238"/>
        <source>{role}, wake up. Whom do you block tonight?</source>
        <translation>{role}، بیدار شوید. امشب چه کسی را خنثی می‌کنید؟</translation>
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
        <translation>{role}، چشم‌هایتان را ببندید.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{role}, wake up. Whom do you fire at?</source>
        <translation>{role}، بیدار شوید. به چه کسی شلیک می‌کنید؟</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>{role}, wake up. Which two players do you compare?</source>
        <translation>{role}، بیدار شوید. کدام دو بازیکن را مقایسه می‌کنید؟</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/narration/night_script.py" line="-190"/>
        <source>Pass the laptop round the circle, one by one.</source>
        <extracomment>the victim where the kill may not be the mafia&apos;s (a lone killer, a guard dealt), if the script&apos;s own ``victim`` names the mafia as the killers</extracomment>
        <translation>لپ‌تاپ را دور میز، یکی‌یکی دست به دست کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night falls. Whoever does not hold the laptop, look away from it.</source>
        <translation>شب می‌شود. هر کس لپ‌تاپ دستش نیست، به آن نگاه نکند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+344"/>
        <source>{name} was killed in the night.</source>
        <translation>دیشب {name} کشته شد.</translation>
    </message>
    <message>
        <location line="-340"/>
        <source>{role}, close your eyes again: one step back.</source>
        <translation>{role}، دوباره چشم‌هایتان را ببندید: یک قدم به عقب برمی‌گردیم.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} spent the night with the {role} and may not vote today.</source>
        <translation>{name} شب را با {role} گذرانده و امروز حق رأی ندارد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, a third foul: you lose your next speech.</source>
        <translation>{name}، خطای سوم: نوبت صحبت بعدی‌تان را از دست می‌دهید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, a third foul: you lose today&apos;s speech.</source>
        <translation>{name}، خطای سوم: صحبت امروزتان را از دست می‌دهید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, a fourth foul: you leave the game, without last words.</source>
        <translation>{name}، خطای چهارم: بدون حرف آخر از بازی بیرون می‌روید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has three fouls and loses this speech.</source>
        <translation>{name} سه خطا دارد و این نوبت صحبت را از دست می‌دهد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, a third foul: your next speech is half its time.</source>
        <translation>{name}، خطای سوم: صحبت بعدی‌تان نصف وقت است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has three fouls: this speech is half its time.</source>
        <translation>{name} سه خطا دارد: این صحبت نصف وقت است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, your best move: name the three players you think are mafia.</source>
        <translation>{name}، بهترین حرکت شما: سه بازیکنی را که فکر می‌کنید مافیا هستند، نام ببرید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat {seat}, {name}.</source>
        <translation>صندلی {seat}، {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, keep your eyes shut: make your sign when I call your victim&apos;s seat.</source>
        <translation>{role}، چشم‌ها بسته بماند: وقتی شمارهٔ صندلی قربانی‌تان را گفتم، علامت بدهید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s card: {role}.</source>
        <translation>کارت {name}: {role}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, open your eyes: tonight you may {choices}.</source>
        <translation>{role}، چشم‌هایتان را باز کنید. امشب انتخاب با شماست: {choices}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone sleep: close your eyes, bow your head and be silent.</source>
        <translation>همه بخوابند: چشم‌ها بسته، سرها پایین و در سکوت.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and recognise each other.</source>
        <translation>{role}، سرتان را بالا بیاورید و همدیگر را بشناسید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, sleep again.</source>
        <translation>{role}، دوباره بخوابید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and meet the referee.</source>
        <translation>{role}، سرتان را بالا بیاورید و با گرداننده آشنا شوید.</translation>
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
        <translation>{role}، بخوابید.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>{role}, keep your heads down and your eyes shut. I will read the names of the living: make your sign at your victim&apos;s name.</source>
        <translation>{role}، سرها پایین و چشم‌ها بسته بماند. نام زنده‌ها را می‌خوانم: با شنیدن نام قربانی‌تان علامت بدهید.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{role}, look up and agree on your victim.</source>
        <translation>{role}، سرتان را بالا بیاورید و سر قربانی توافق کنید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and check someone.</source>
        <translation>{role}، سرتان را بالا بیاورید و از یک نفر استعلام بگیرید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone sleep.</source>
        <translation>همه بخوابند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and look for the {finds}.</source>
        <translation>{role}، سرتان را بالا بیاورید و دنبال {finds} بگردید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and protect someone.</source>
        <translation>{role}، سرتان را بالا بیاورید و یک نفر را نجات دهید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose your victim.</source>
        <translation>{role}، سرتان را بالا بیاورید و قربانی‌تان را انتخاب کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose whom to spend the night with.</source>
        <translation>{role}، سرتان را بالا بیاورید و انتخاب کنید شب را با چه کسی بگذرانید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and guard someone.</source>
        <translation>{role}، سرتان را بالا بیاورید و از یک نفر محافظت کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The night is over: everyone, open your eyes and raise your head.</source>
        <translation>شب تمام شد: همه چشم‌هایشان را باز کنند و سرشان را بالا بیاورند.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia have killed {name}.</source>
        <translation>قربانی مافیا: {name}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one.</source>
        <translation>مافیا کسی را نکشت.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one: the {role} saved the victim.</source>
        <translation>مافیا کسی را نکشت: {role} قربانی را نجات داد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone shut your eyes now.</source>
        <translation>همه حالا چشم‌هایشان را ببندند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and look at each other.</source>
        <translation>فقط {role} چشم باز کند. به همدیگر نگاه کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and meet the leader.</source>
        <translation>فقط {role} چشم باز کند. با گرداننده آشنا شوید.</translation>
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
        <translation>فقط {role} چشم باز کند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone open your eyes.</source>
        <translation>همه چشم‌هایشان را باز کنند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, you have been killed.</source>
        <translation>{name}، شما کشته شده‌اید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No-one was killed.</source>
        <translation>هیچ‌کس کشته نشد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No-one was killed, the {role} was successful.</source>
        <translation>هیچ‌کس کشته نشد؛ {role} موفق بود.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Night falls.</source>
        <translation>شب فرا می‌رسد؛ شهر به خواب می‌رود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>{role} wakes up.</source>
        <translation>{role} بیدار شود.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>{role} goes to sleep.</source>
        <translation>{role} بخوابد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention, {role}! {role} walks past the players...</source>
        <translation>توجه، {role}! {role} از کنار بازیکنان می‌گذرد...</translation>
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
        <translation>ممنون، {role}! {role} بخوابد.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Seat {seat_word}.</source>
        <translation>شمارهٔ {seat_word}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>{role} wakes up, {role} chooses a victim.</source>
        <translation>{role} بیدار شود؛ {role} قربانی را انتخاب کند.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>{role} wakes up, {role} looks for the Mafia.</source>
        <translation>{role} بیدار شود؛ {role} دنبال مافیا بگردد.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} looks for: {finds}.</source>
        <translation>{role} بیدار شود؛ {role} دنبال {finds} بگردد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} chooses whom to protect.</source>
        <translation>{role} بیدار شود؛ {role} انتخاب کند چه کسی را نجات دهد.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} chooses whom to spend the night with.</source>
        <translation>{role} بیدار شود؛ {role} انتخاب کند شب را با چه کسی بگذراند.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role} wakes up, {role} chooses whom to guard.</source>
        <translation>{role} بیدار شود؛ {role} انتخاب کند از چه کسی محافظت کند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morning comes!</source>
        <translation>صبح شد!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This morning is not a good one: player number {seat} leaves us.</source>
        <translation>صبح خوبی نیست: بازیکن شمارهٔ {seat} ما را ترک می‌کند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This morning is a good one.</source>
        <translation>صبح خوبی است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This morning is a good one: the {role} saved the player.</source>
        <translation>صبح خوبی است: {role} بازیکن را نجات داد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card of player number {seat}: {role}.</source>
        <translation>کارت بازیکن شمارهٔ {seat}: {role}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} looks for the Sheriff.</source>
        <translation>{role} بیدار شود؛ {role} دنبال کلانتر بگردد.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Night falls. Everyone, close your eyes.</source>
        <translation>شب فرا می‌رسد. همه چشم‌هایشان را ببندند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, wake up and look at each other. No one is killed tonight.</source>
        <translation>{role}، بیدار شوید و به همدیگر نگاه کنید. امشب کسی کشته نمی‌شود.</translation>
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
        <translation>{role}، بخوابید.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>{role}, wake up and meet the host.</source>
        <translation>{role}، بیدار شوید و با گرداننده آشنا شوید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+19"/>
        <source>{role}, wake up and choose your victim.</source>
        <translation>{role}، بیدار شوید و قربانی‌تان را انتخاب کنید.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>{role}, wake up and ask about one player.</source>
        <translation>{role}، بیدار شوید و دربارهٔ یک بازیکن بپرسید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{role}, wake up and look for the {finds}.</source>
        <translation>{role}، بیدار شوید و دنبال {finds} بگردید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to protect.</source>
        <translation>{role}، بیدار شوید و انتخاب کنید چه کسی را نجات دهید.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{role}, wake up and choose whom to spend the night with.</source>
        <translation>{role}، بیدار شوید و انتخاب کنید شب را با چه کسی بگذرانید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to guard.</source>
        <translation>{role}، بیدار شوید و انتخاب کنید از چه کسی محافظت کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone, wake up.</source>
        <translation>همه بیدار شوند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No one was killed in the night.</source>
        <translation>دیشب کسی کشته نشد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No one was killed in the night: the {role} saved the victim.</source>
        <translation>دیشب کسی کشته نشد: {role} قربانی را نجات داد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, turn your card face up: {role}.</source>
        <translation>{name}، کارتتان را رو کنید: {role}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>player {seat}</source>
        <translation>بازیکن شمارهٔ {seat}</translation>
    </message>
</context>
<context>
    <name>NetworkChoice</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/network_choice.py" line="+54"/>
        <source>Wi-Fi first</source>
        <extracomment>where the interfaces come from (tests offer the loopback one)</extracomment>
        <translation>اول وای‌فای</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/tournament_screen.py" line="+248"/>
        <source>New tournament</source>
        <extracomment>the one signals object every thread reports through: made on the UI thread at first use and never deleted, so a thread still working when its screen closes never emits on a dead object seated and saved (or refused): :attr:`tournament` or the problem shown</extracomment>
        <translation>تورنمنت جدید</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tables</source>
        <translation>میزها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds</source>
        <translation>دورها</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game type</source>
        <translation>نوع بازی</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>One name a line</source>
        <translation>هر خط یک نام</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players, one a line</source>
        <translation>بازیکنان، هر خط یک نفر</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add the ticked players</source>
        <translation>افزودن علامت‌خورده‌ها</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players of past games</source>
        <translation>بازیکنان بازی‌های قبلی</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First of the pair</source>
        <translation>نفر اول جفت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second of the pair</source>
        <translation>نفر دوم جفت</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep apart</source>
        <translation>جدا بنشانید</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the pair</source>
        <translation>حذف جفت</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs to keep apart</source>
        <translation>جفت‌هایی که نباید سر یک میز بنشینند</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Up</source>
        <translation>بالا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Down</source>
        <translation>پایین</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie-break order (first decides first)</source>
        <translation>ترتیب معیارهای رده‌بندی (اولی زودتر تعیین می‌کند)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Create and seat</source>
        <translation>ساختن و نشاندن</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Players: %1</source>
        <translation>بازیکنان: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Seating the players…</source>
        <translation>در حال نشاندن بازیکنان…</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-154"/>
        <source>Fewest players</source>
        <translation>کمترین تعداد بازیکن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most players</source>
        <translation>بیشترین تعداد بازیکن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia know each other</source>
        <translation>مافیا همدیگر را می‌شناسند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the meeting night, the town&apos;s checkers meet the host</source>
        <translation>در شب معارفه، نقش‌های استعلامیِ شهر با گرداننده آشنا می‌شوند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game opens with</source>
        <translation>شروع بازی با</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the day votes</source>
        <translation>رأی‌گیری روز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An accusation needs a second</source>
        <translation>اتهام به پشتیبان نیاز دارد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two votes: charge, then execute</source>
        <translation>دو رأی‌گیری: طرح اتهام، سپس اعدام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suspect votes on their own trial</source>
        <translation>متهم در رأی‌گیریِ خودش رأی می‌دهد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The acquitted are safe until tomorrow</source>
        <translation>تبرئه‌شده تا فردا در امان است</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A day may end without a death</source>
        <translation>روز می‌تواند بدون مرگ تمام شود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time runs out, fate picks who dies</source>
        <translation>وقتی وقت تمام شود، قرعه تعیین می‌کند چه کسی بمیرد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only nominees are voted on</source>
        <translation>فقط به نامزدها رأی داده می‌شود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader faces a revote</source>
        <translation>نفر اول رأی‌گیری دوباره به رأی گذاشته می‌شود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie</source>
        <translation>تساوی آرا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech order</source>
        <translation>ترتیب صحبت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night kill</source>
        <translation>قتل شبانه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia may skip the kill</source>
        <translation>مافیا می‌تواند شلیک نکند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect themself</source>
        <translation>دکتر می‌تواند خودش را نجات دهد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect the same player two nights running</source>
        <translation>دکتر می‌تواند یک بازیکن را دو شب پشت سر هم نجات دهد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The morning says when the doctor saved the victim</source>
        <translation>صبح اعلام می‌شود که دکتر قربانی را نجات داده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards turned up at death</source>
        <translation>رو شدن کارت بازیکنِ خارج‌شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia win when they</source>
        <translation>مافیا وقتی می‌برد که</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech</source>
        <translation>صحبت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (day)</source>
        <translation>حرف آخر (روز)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (night victim)</source>
        <translation>حرف آخر (کشتهٔ شب)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>دفاعیه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>گفتگو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day time limit</source>
        <translation>محدودیت زمان روز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning before the day ends</source>
        <translation>هشدار پیش از پایان روز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls, the best move and points</source>
        <translation>خطا، بهترین حرکت و امتیاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One nominee on the first day</source>
        <translation>یک نامزد در روز اول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A third foul costs</source>
        <translation>هزینهٔ خطای سوم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Technical fouls that remove a player</source>
        <translation>تعداد خطای فنی برای اخراج</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The points of a game: the federation&apos;s current ones, or an older version (three mafia in the best move earn 0.5; the oldest also takes 0.7 for any removal).</source>
        <translation>امتیاز بازی: امتیازهای فعلی فدراسیون، یا نسخه‌ای قدیمی‌تر (سه مافیا در بهترین حرکت ۰٫۵ امتیاز دارد؛ قدیمی‌ترین نسخه برای هر اخراج هم ۰٫۷ کم می‌کند).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The federation&apos;s rule: with one nominee on the first day, no vote is held.</source>
        <translation>قانون فدراسیون: اگر روز اول فقط یک نامزد باشد، رأی‌گیری برگزار نمی‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The federation&apos;s rule: 30 seconds instead of 60 (half of the speech&apos;s time).</source>
        <translation>قانون فدراسیون: ۳۰ ثانیه به جای ۶۰ (نصف وقت صحبت).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>0: none are given. The federation&apos;s rule: 2. The referee gives them as a foul.</source>
        <translation>۰: خطای فنی داده نمی‌شود. قانون فدراسیون: ۲. گرداننده آن را مثل یک خطا اعلام می‌کند.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Federation, current</source>
        <translation>فدراسیون، فعلی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: best move 0.5</source>
        <translation>فدراسیون، قدیمی: بهترین حرکت ۰٫۵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: removal −0.7</source>
        <translation>فدراسیون، قدیمی: اخراج −۰٫۷</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a meeting night</source>
        <translation>شب معارفه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day of talk, no vote</source>
        <translation>روز گفتگو، بدون رأی‌گیری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a night with a kill</source>
        <translation>شبی با قتل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day with a vote</source>
        <translation>روزی با رأی‌گیری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accusations and trials</source>
        <translation>اتهام و محاکمه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a tally of raised hands</source>
        <translation>شمارش دست‌های بالا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a revote, then nobody goes</source>
        <translation>رأی‌گیری دوباره، سپس کسی بیرون نمی‌رود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>car crash</source>
        <translation>تصادف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody goes</source>
        <translation>کسی بیرون نمی‌رود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>day k opens with seat k</source>
        <translation>هر روز از صندلی بعدی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than half of the mafia agree</source>
        <translation>بیش از نیمی از مافیا موافق باشند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all the mafia agree</source>
        <translation>همهٔ مافیا موافق باشند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one team choice</source>
        <translation>یک تصمیم تیمی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never</source>
        <translation>هرگز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when voted out</source>
        <translation>وقتی با رأی بیرون برود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always</source>
        <translation>همیشه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equal the rest</source>
        <translation>تعدادشان با بقیه برابر شود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next speech</source>
        <translation>صحبت بعدی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half of the next speech</source>
        <translation>نصف صحبت بعدی</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free discussion, no set order</source>
        <translation>گفتگوی آزاد، بدون ترتیب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outnumber the rest</source>
        <translation>از بقیه بیشتر شوند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is voted on, as any day</source>
        <translation>مثل هر روز به رأی گذاشته می‌شود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no vote: the day ends</source>
        <translation>بدون رأی‌گیری: روز تمام می‌شود</translation>
    </message>
</context>
<context>
    <name>PairingCode</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/qr_view.py" line="+39"/>
        <source>QR code to pair your phone</source>
        <extracomment>The most device pixels a module is drawn (a code of 49 modules: 392 px). Room kept round the code and its line, in pixels.</extracomment>
        <translation>کد QR برای وصل کردن گوشی‌تان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan to take your turns on your phone</source>
        <translation>اسکن کنید تا نوبت‌هایتان را با گوشی بازی کنید</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones.py" line="+142"/>
        <source>The phones&apos; server cannot listen on %1: %2. Pick another network in the settings.</source>
        <extracomment>The page&apos;s files, served as they are (the same bytes for every token). a flow message for the screen to send (a phone joined) the phones&apos; state changed (joined, connected, dropped): the host&apos;s list shows it again the pairings by player name, and their tokens back to names the serial from which each seat&apos;s screen shows what it shows now (but the held words): an act on any screen since then is an act on this one each seat&apos;s running turn, and the serial from which its screens show it: a hold on any of them is a hold of this turn the pairings&apos; writes off the UI thread (one at a time, in order) why the phones cannot be used, in words (None: they can) the port this game&apos;s server listens on, or listened on last (kept with the pairings)</extracomment>
        <translation>سرور گوشی‌ها نمی‌تواند روی %1 کار کند: %2. در تنظیمات شبکهٔ دیگری انتخاب کنید.</translation>
    </message>
    <message>
        <location line="+207"/>
        <source>%1 · seat %2</source>
        <translation>%1 · صندلی %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your card</source>
        <translation>نگه دارید تا کارتتان را ببینید</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hold to see your answer</source>
        <translation>نگه دارید تا جوابتان را ببینید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your question (%1 of %2)</source>
        <translation>نگه دارید تا سؤالتان را ببینید (%1 از %2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tonight your turn is on the laptop.</source>
        <translation>امشب نوبت شما روی لپ‌تاپ است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn is over. The night waits for the others.</source>
        <translation>نوبت شما تمام شد. شب منتظر بقیه است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: everyone plays theirs at once.</source>
        <translation>نوبت شما: همه هم‌زمان بازی می‌کنند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is in the middle of the table.</source>
        <translation>لپ‌تاپ وسط میز است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>لپ‌تاپ دست %1 است (صندلی %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is on the table.</source>
        <translation>لپ‌تاپ روی میز است.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Out: %1</source>
        <translation>بیرون‌رفته‌ها: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Connecting to the laptop…</source>
        <translation>در حال اتصال به لپ‌تاپ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No connection to the laptop: trying again…</source>
        <translation>اتصال به لپ‌تاپ برقرار نیست: دوباره تلاش می‌کنیم…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This phone is no longer paired. Scan your code on the laptop again.</source>
        <translation>این گوشی دیگر وصل نیست. کدتان را دوباره روی لپ‌تاپ اسکن کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden. Hold again to see it.</source>
        <translation>پنهان شد. برای دیدن دوباره نگه دارید.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones_dialog.py" line="+56"/>
        <location line="+219"/>
        <source>Phones</source>
        <translation>گوشی‌ها</translation>
    </message>
    <message>
        <location line="-208"/>
        <source>Each player pairs their phone by the QR code beside their card at the deal. A player taken back plays on the laptop, and that phone is no longer paired: to play on a phone again, they see their card again by day and scan the new code.</source>
        <extracomment>asks the host first (Yes: True); tests answer here</extracomment>
        <translation>هر بازیکن هنگام پخش کارت‌ها، گوشی‌اش را با کد QR کنار کارتش وصل می‌کند. بازیکنی که به لپ‌تاپ برگردانده شود، روی لپ‌تاپ بازی می‌کند و گوشی‌اش دیگر وصل نیست: برای بازی دوباره با گوشی، باید در روز کارتش را دوباره ببیند و کد جدید را اسکن کند.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Seat</source>
        <translation>صندلی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>گوشی</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Use this network</source>
        <extracomment>each seat&apos;s row: its player&apos;s name to its phone&apos;s state and the button</extracomment>
        <translation>استفاده از این شبکه</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network</source>
        <translation>شبکه</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phones and the laptop must be on one network: the room&apos;s Wi-Fi or the laptop&apos;s hotspot (not a guest network, which keeps devices apart). After a change of network every phone scans its code again.</source>
        <translation>گوشی‌ها و لپ‌تاپ باید در یک شبکه باشند: وای‌فای سالن یا هات‌اسپات لپ‌تاپ (نه شبکهٔ مهمان، که دستگاه‌ها را از هم جدا نگه می‌دارد). بعد از تغییر شبکه، هر گوشی کدش را دوباره اسکن می‌کند.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Joined, connected</source>
        <translation>وصل شده، در ارتباط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joined, connection lost</source>
        <translation>وصل شده، ارتباط قطع است</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not joined</source>
        <translation>وصل نشده</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The phones reach the laptop at %1.</source>
        <translation>گوشی‌ها از نشانی %1 به لپ‌تاپ وصل می‌شوند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phones cannot reach the laptop now.</source>
        <translation>گوشی‌ها الان نمی‌توانند به لپ‌تاپ وصل شوند.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>To the laptop</source>
        <translation>به لپ‌تاپ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back to the laptop: %1 (seat %2)</source>
        <translation>برگرداندن به لپ‌تاپ: %1 (صندلی %2)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Take back to the laptop: %1 (seat %2)? From now on this seat&apos;s turns are on the laptop; a turn of tonight goes on there from where it stood.</source>
        <translation>برگرداندن به لپ‌تاپ: %1 (صندلی %2)؟ از این پس نوبت‌های این صندلی روی لپ‌تاپ است؛ نوبتِ امشب همان‌جا از جایی که مانده بود ادامه پیدا می‌کند.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move the phones to %1? Every phone that joined must scan its code again.</source>
        <translation>گوشی‌ها به %1 منتقل شوند؟ هر گوشیِ وصل‌شده باید کدش را دوباره اسکن کند.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/phrases.py" line="-882"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n رأی</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n of {voters} votes needed</source>
        <translation>
            <numerusform>%n رأی از {voters} لازم است</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Count: %n yes</source>
        <translation>
            <numerusform>شمارش: %n رأی موافق</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the vote with %n hand(s)</source>
        <translation>
            <numerusform>رأی‌گیری با %n دست</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-14"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+48"/>
        <source>The town won</source>
        <translation>شهر برنده شد</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+1"/>
        <source>The mafia won</source>
        <translation>مافیا برنده شد</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-1"/>
        <source>The {role} won</source>
        <translation>{role} برنده شد</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-356"/>
        <source>The Maniac won</source>
        <translation>قاتل برنده شد</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>The Jester won</source>
        <translation>دلقک برنده شد</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1248"/>
        <source>Role cards: {preset}, {players} players</source>
        <translation>کارت‌های نقش: {preset}، {players} بازیکن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backs: print on the reverse (flip on the long edge)</source>
        <translation>پشت کارت‌ها: روی پشت برگه چاپ کنید (چرخش از لبهٔ بلند)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut along the marks. Every back is the same.</source>
        <translation>روی علامت‌ها ببُرید. پشت همهٔ کارت‌ها یکسان است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck for {preset}, {players} players</source>
        <translation>دستهٔ کارت برای {preset}، {players} بازیکن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take these cards from a standard deck, shuffle, and deal one to each player:</source>
        <translation>این کارت‌ها را از یک دستهٔ کارت معمولی جدا کنید، بُر بزنید و به هر بازیکن یکی بدهید:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} × {card} — {role}</source>
        <translation>{count} × {card} — {role}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} cards in all.</source>
        <translation>در مجموع {count} کارت.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold-over cards: {preset}</source>
        <translation>کارت‌های تاشو: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold the flap over the role first, then fold on the middle line. Your name stays outside.</source>
        <translation>اول زبانه را روی نقش تا کنید، بعد از خط وسط تا کنید. نامتان بیرون می‌ماند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}</source>
        <translation>صندلی {seat}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fold this flap over first</source>
        <translation>اول این زبانه را تا کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are:</source>
        <translation>نقش شما:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet: {preset}</source>
        <translation>برگهٔ گرداننده: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>صندلی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Role</source>
        <translation>نقش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night {n}</source>
        <translation>شب {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>روز {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed</source>
        <translation>کشته شد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checked</source>
        <translation>استعلام شد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>بیرون</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>یادداشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other mafia: {names}.</source>
        <translation>بقیهٔ مافیا: {names}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>برگهٔ مسابقه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominated</source>
        <translation>نامزد شد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes</source>
        <translation>آرا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed at night</source>
        <translation>کشته در شب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks</source>
        <translation>استعلام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-2"/>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log: {preset}</source>
        <translation>روند بازی: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed {seed}</source>
        <translation>بذر تصادفی {seed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards</source>
        <translation>کارت‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline</source>
        <translation>خط زمانی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {page} of {pages}</source>
        <translation>صفحهٔ {page} از {pages}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{preset} rules</source>
        <translation>قوانین {preset}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other mafia: seats {seats}.</source>
        <translation>بقیهٔ مافیا: صندلی‌های {seats}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are the only mafioso.</source>
        <translation>شما تنها مافیای بازی هستید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A printer that prints one side only: print the odd pages (the fronts), put the card sheets back in the tray turned over on their long edge, then print the even pages (the backs).</source>
        <translation>اگر چاپگر فقط یک‌رو چاپ می‌کند: صفحه‌های فرد (روی کارت‌ها) را چاپ کنید، برگه‌های کارت را از لبهٔ بلند برگردانید و دوباره در سینی بگذارید، سپس صفحه‌های زوج (پشت کارت‌ها) را چاپ کنید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the cards on card stock (200–250 g/m²), or at least on thick paper (160 g/m²), and keep them in opaque sleeves.</source>
        <translation>کارت‌ها را روی مقوا (۲۰۰–۲۵۰ گرم بر مترمربع) یا دست‌کم کاغذ ضخیم (۱۶۰ گرم بر مترمربع) چاپ کنید و در کاورهای مات نگه دارید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the fold-over cards on one side of thick paper (120–160 g/m²): it folds cleanly and nothing shows through the fold. Heavier card stock cracks on the fold unless it is scored first.</source>
        <translation>کارت‌های تاشو را یک‌رو روی کاغذ ضخیم (۱۲۰–۱۶۰ گرم بر مترمربع) چاپ کنید: تمیز تا می‌شود و از لای تا چیزی پیدا نیست. مقوای سنگین‌تر، اگر از قبل خط تا نخورده باشد، سر تا ترک برمی‌دارد.</translation>
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
        <translation>کارت بازی ندارد: روی یک کارت سفید بنویسید «{role}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No playing card: write “{role}” on {count} blank cards</source>
        <translation>کارت بازی ندارد: روی {count} کارت سفید بنویسید «{role}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards “from the other deck” come from a second standard deck with a different back. So that the backs give no role away, put every card of the deal in the same opaque sleeves.</source>
        <translation>کارت‌های «از دستهٔ کارت دیگر» از یک دستهٔ کارت معمولیِ دوم با پشت متفاوت می‌آیند. برای اینکه پشت کارت‌ها نقشی را لو ندهد، همهٔ کارت‌های پخش‌شده را در کاورهای مات یکسان بگذارید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A role with no playing card: write its name on a blank card with the same back as the other cards (a spare blank card of the deck, or a card of that back with a label over its face).</source>
        <translation>نقشی که کارت بازی ندارد: نامش را روی یک کارت سفید با همان پشتِ بقیهٔ کارت‌ها بنویسید (کارت سفید یدکیِ همان دسته، یا کارتی با همان پشت که روی آن برچسب چسبانده‌اید).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take these cards from {decks} standard decks with the same back (different backs would give roles away), shuffle, and deal one to each player:</source>
        <translation>این کارت‌ها را از {decks} دستهٔ کارت معمولی با پشت یکسان جدا کنید (پشت‌های متفاوت نقش‌ها را لو می‌دهند)، بُر بزنید و به هر بازیکن یکی بدهید:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nominates</source>
        <translation>نامزد کرد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted for</source>
        <translation>رأی به</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominates: the seat this player nominated. Voted for: the seat this player voted for in each vote of the day, in order (a revote after a tie comes second); + or − for or against all the tied players leaving; · no vote. Checks: the seat checked, + found, − not.</source>
        <translation>نامزد کرد: صندلی‌ای که این بازیکن نامزد کرد. رأی به: صندلی‌ای که این بازیکن در هر رأی‌گیریِ روز به آن رأی داد، به ترتیب (رأی‌گیری دوباره پس از تساوی، دوم می‌آید)؛ + یا − موافق یا مخالفِ بیرون رفتن همهٔ بازیکنانِ مساوی؛ · بدون رأی. استعلام‌ها: صندلیِ استعلام‌شده، + پیدا شد، − نه.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Date</source>
        <translation>تاریخ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club or table</source>
        <translation>باشگاه یا میز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-1"/>
        <source>Referee</source>
        <translation>گرداننده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>سری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nights</source>
        <translation>شب‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes of each day</source>
        <translation>رأی‌گیری‌های هر روز</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+4"/>
        <source>Best move</source>
        <translation>بهترین حرکت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s extra points</source>
        <translation>امتیاز اضافهٔ گرداننده</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+72"/>
        <source>Fouls</source>
        <translation>خطاها</translation>
    </message>
    <message>
        <location line="-71"/>
        <location line="+65"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Win</source>
        <translation>برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra</source>
        <translation>اضافه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>جمع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted out</source>
        <translation>بیرون با رأی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>شلیک‌شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed</source>
        <translation>کشته‌شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (fouls)</source>
        <translation>اخراج (خطا)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>پایان وقت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (technical fouls)</source>
        <translation>اخراج (خطای فنی)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed by the referee</source>
        <translation>اخراج توسط گرداننده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gave up</source>
        <translation>تسلیم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order (zero night)</source>
        <translation>ترتیب شلیک پدرخوانده (شب صفر)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed: {reason}</source>
        <translation>اخراج: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{how}, {when}</source>
        <translation>{how}، {when}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>شب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>روز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot at</source>
        <translation>شلیک به</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit</source>
        <translation>اصابت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved</source>
        <translation>نجات یافت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed</source>
        <translation>ناموفق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}: {count}</source>
        <translation>صندلی {seat}: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All leave (seats {seats})? {yes} for, {needed} needed</source>
        <translation>همه بیرون بروند (صندلی‌های {seats})؟ {yes} موافق، {needed} لازم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{motion}: {yes} for, {needed} needed</source>
        <translation>{motion}: {yes} موافق، {needed} لازم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by</source>
        <translation>انجام‌دهنده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named</source>
        <translation>نام‌برده‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>مافیای نام‌برده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>دلیل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>برنده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls: ✓ for each foul given; the third costs the player&apos;s next speech, the fourth removes them.</source>
        <translation>خطاها: برای هر خطا یک ✓؛ خطای سوم صحبت بعدی بازیکن را می‌گیرد و خطای چهارم او را اخراج می‌کند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shot at: the seat the mafia shot, or each seat shot at where they did not agree.</source>
        <translation>شلیک به: صندلی‌ای که مافیا به آن شلیک کرد، یا اگر توافق نکردند، هر صندلی‌ای که به آن شلیک شد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Votes: the votes each seat got, one line for each vote of the day, in order.</source>
        <translation>آرا: رأی‌هایی که هر صندلی گرفت، برای هر رأی‌گیریِ روز یک خط، به ترتیب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checks: the seat checked, + found, − not.</source>
        <translation>استعلام‌ها: صندلیِ استعلام‌شده، + پیدا شد، − نه.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Standings: {series}</source>
        <translation>جدول رده‌بندی: {series}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings: all games</source>
        <translation>جدول رده‌بندی: همهٔ بازی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; from {first} to {last}</source>
        <translation>بازی‌ها: {games}؛ از {first} تا {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; {date}</source>
        <translation>بازی‌ها: {games}؛ {date}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>رتبه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins</source>
        <translation>برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>درصد برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>به تفکیک نقش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>بهترین حرکت‌ها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>ریتینگ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>قرمز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The mafia shot at {target}</source>
        <translation>شلیک مافیا: {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia did not agree: {shots}</source>
        <translation>مافیا توافق نکرد: {shots}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} at {target}</source>
        <translation>{by} به {target}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-13"/>
        <source>Schedule: {name}</source>
        <translation>برنامه: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players: {players}; tables: {tables}; rounds: {rounds}</source>
        <translation>بازیکنان: {players}؛ میزها: {tables}؛ دورها: {rounds}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final</source>
        <translation>فینال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}</source>
        <translation>دور {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {table}</source>
        <translation>میز {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · Table {table}</source>
        <translation>دور {round} · میز {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitting out</source>
        <translation>در استراحت</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Referee&apos;s signature</source>
        <translation>امضای گرداننده</translation>
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
        <translation>چاپ</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Role cards and the deck recipe</source>
        <extracomment>asks before a document that shows every role (tests answer it)</extracomment>
        <translation>کارت‌های نقش و ترکیب دستهٔ کارت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fold-over cards for the players</source>
        <translation>کارت‌های تاشو برای بازیکنان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet</source>
        <translation>برگهٔ گرداننده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>برگهٔ مسابقه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>روند بازی</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>کاغذ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Preview and print…</source>
        <translation>پیش‌نمایش و چاپ…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as PDF…</source>
        <translation>ذخیره به‌صورت PDF…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>One card per player: the name and seat outside, the role inside under a flap. Printed on one side, folded twice.</source>
        <translation>برای هر بازیکن یک کارت: نام و صندلی بیرون، نقش داخل و زیر زبانه. یک‌رو چاپ و دو بار تا می‌شود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every seat with its role and a box for each night and day to write in during the game, and room for notes.</source>
        <translation>همهٔ صندلی‌ها با نقششان، یک خانه برای هر شب و روز تا در طول بازی پر شود، و جایی برای یادداشت.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The protocol a club keeps: the header (date, club, game, referee), how each player left, the nights&apos; shots and checks, every vote, and the fouls, the best move and the points where the rules keep score; filled in as far as the game has gone.</source>
        <translation>برگه‌ای که باشگاه‌ها نگه می‌دارند: سربرگ (تاریخ، باشگاه، بازی، گرداننده)، نحوهٔ بیرون رفتن هر بازیکن، شلیک‌ها و استعلام‌های شب، همهٔ رأی‌گیری‌ها، و هر جا قوانین امتیاز می‌شمارند، خطاها، بهترین حرکت و امتیازها؛ تا جایی که بازی پیش رفته پر شده است.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card dealt, then everything that happened, night by night and day by day.</source>
        <translation>همهٔ کارت‌های پخش‌شده، سپس هر آنچه رخ داد، شب به شب و روز به روز.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>These cards show every player&apos;s role inside the fold. Open them only where no player can see the screen or the page. Go on?</source>
        <translation>داخل تای این کارت‌ها نقش همهٔ بازیکنان پیداست. فقط جایی بازشان کنید که هیچ بازیکنی صفحه یا برگه را نبیند. ادامه می‌دهید؟</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This document shows every player&apos;s role. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>این سند نقش همهٔ بازیکنان را نشان می‌دهد. فقط جایی بازش کنید که هیچ بازیکنی صفحه یا برگه را نبیند. ادامه می‌دهید؟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This document shows every player&apos;s role and every night choice. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>این سند نقش همهٔ بازیکنان و همهٔ انتخاب‌های شب را نشان می‌دهد. فقط جایی بازش کنید که هیچ بازیکنی صفحه یا برگه را نبیند. ادامه می‌دهید؟</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>چاپگر شروع به کار نکرد؛ چیزی چاپ نشد.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save as PDF</source>
        <extracomment>the file each document is offered as, named as the document is</extracomment>
        <translation>ذخیره به‌صورت PDF</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it is a folder, not a file</source>
        <translation>این یک پوشه است، نه فایل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a device, not a file</source>
        <translation>این یک دستگاه است، نه فایل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>این یک لوله (FIFO) است، نه فایل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>این یک سوکت است، نه فایل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder does not exist</source>
        <translation>پوشه‌اش وجود ندارد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no permission to write there</source>
        <translation>اجازهٔ نوشتن در آنجا نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>دیسک پر است</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save %1: %2; nothing was written.</source>
        <translation>ذخیرهٔ %1 ممکن نشد: %2؛ چیزی نوشته نشد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>ذخیره شد: %1</translation>
    </message>
</context>
<context>
    <name>PrivatePanel</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/card_art.py" line="+62"/>
        <source>Your card (hold to see)</source>
        <translation>کارت شما (برای دیدن نگه دارید)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="-168"/>
        <source>Your words (hold to see)</source>
        <extracomment>the light of the held words&apos; ceiling (see HeldWords), a share of the way from the ground to the ink: three times the least that evens the block&apos;s top edge in every language and preset (0.04, by tests/ui/test_glance.py), and faint beside the words&apos; own light (the middle rows of a line of words reach 0.45): the tall letters&apos; tops stand out of it as clearly as ever</extracomment>
        <translation>متن شما (برای دیدن نگه دارید)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/panel.py" line="+80"/>
        <source>Seats: tap or type a number to pick</source>
        <extracomment>the narrator (laptop in the middle): a role&apos;s step keeps its whole time while the narrator still calls it (anything with ``busy``; None: no voice to wait for) a deal in a game with phones: the pairing link of a player, whose QR code shows over the small circle while they hold (None: no code; see :meth:`set_pairing`)</extracomment>
        <translation>صندلی‌ها: بزنید یا شماره را تایپ کنید</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only you should see this screen. Hold the circle below (or Space) to see your words.</source>
        <translation>فقط شما باید این صفحه را ببینید. دایرهٔ پایین (یا کلید فاصله) را نگه دارید تا متنتان را ببینید.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Nothing secret is on this screen now.</source>
        <translation>الان چیز محرمانه‌ای روی این صفحه نیست.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+148"/>
        <source>Next role in %1 s</source>
        <translation>نقش بعدی تا %1 ثانیهٔ دیگر</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+150"/>
        <source>Time is nearly up: %1 s. Confirm now, or press More time.</source>
        <translation>وقت تقریباً تمام است: %1 ثانیه. الان تأیید کنید یا «وقت بیشتر» را بزنید.</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+165"/>
        <source>%1 s</source>
        <translation>%1 ث</translation>
    </message>
    <message>
        <location line="-164"/>
        <location line="+201"/>
        <source>Wait %1 s</source>
        <translation>%1 ث صبر کنید</translation>
    </message>
    <message>
        <location line="-201"/>
        <location line="+199"/>
        <source>Hold the circle first</source>
        <translation>اول دایره را نگه دارید</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Release to hide.</source>
        <translation>رها کنید تا پنهان شود.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a straight face.</source>
        <translation>چهره‌تان را عادی نگه دارید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody else should see this.</source>
        <translation>هیچ‌کس دیگری نباید این را ببیند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then close your eyes again.</source>
        <translation>بعد دوباره چشم‌هایتان را ببندید.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Then pass the laptop on.</source>
        <translation>بعد لپ‌تاپ را به نفر بعدی بدهید.</translation>
    </message>
</context>
<context>
    <name>PublicTable</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+165"/>
        <source>Mafia Desktop — table</source>
        <extracomment>closed by hand (the window manager&apos;s Close), not by its manager</extracomment>
        <translation>Mafia Desktop — میز</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Where the laptop is</source>
        <translation>جای لپ‌تاپ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timer</source>
        <translation>زمان‌سنج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>ساعت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>زمان باقی‌ماندهٔ امروز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands up</source>
        <translation>دست‌های بالا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Narrator&apos;s caption</source>
        <translation>زیرنویس راوی</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>The laptop is in the middle: everyone&apos;s eyes are closed.</source>
        <translation>لپ‌تاپ وسط است: چشم همه بسته است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop goes back to the table.</source>
        <translation>لپ‌تاپ به میز برمی‌گردد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is with %1.</source>
        <translation>لپ‌تاپ دست %1 است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>لپ‌تاپ دست %1 است (صندلی %2).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Hands up for %1: %2 of %3</source>
        <translation>دست‌های بالا برای %1: %2 از %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands up: %1 of %2</source>
        <translation>دست‌های بالا: %1 از %2</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/rating_chart.py" line="+47"/>
        <source>Rating over time</source>
        <translation>ریتینگ در طول زمان</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No rated game yet.</source>
        <translation>هنوز بازیِ ریتینگ‌داری نیست.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: red rating %2 after %n game(s) for the town</source>
        <translation>
            <numerusform>%1: ریتینگ قرمز %2 پس از %n بازی برای شهر</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black rating %1 after %n game(s) for the mafia</source>
        <translation>
            <numerusform>ریتینگ سیاه %1 پس از %n بازی برای مافیا</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Red (for the town)</source>
        <translation>قرمز (برای شهر)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black (for the mafia)</source>
        <translation>سیاه (برای مافیا)</translation>
    </message>
</context>
<context>
    <name>RefereeActs</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_acts.py" line="+36"/>
        <source>Technical foul</source>
        <translation>خطای فنی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove from the game</source>
        <translation>اخراج از بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrender</source>
        <translation>تسلیم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order</source>
        <translation>ترتیب شلیک پدرخوانده</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Referee</source>
        <translation>گرداننده</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee&apos;s acts beside the game: each goes in the record, and Undo takes it back.</source>
        <translation>تصمیم‌های گرداننده بیرون از روند بازی: هرکدام در فایل بازی ثبت می‌شود و «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Why (said aloud, written on the protocol)</source>
        <translation>چرا (با صدای بلند اعلام و در برگهٔ مسابقه ثبت می‌شود)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Act</source>
        <translation>تصمیم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>دلیل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shot %1</source>
        <translation>شلیک %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the rules&apos; number of technical fouls the player leaves.</source>
        <translation>با رسیدن خطاهای فنی به تعدادی که قوانین تعیین کرده، بازیکن بیرون می‌رود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player leaves at once, without last words, and loses points.</source>
        <translation>بازیکن بلافاصله و بدون حرف آخر بیرون می‌رود و امتیاز از دست می‌دهد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player gives up: they leave at once, without last words.</source>
        <translation>بازیکن تسلیم می‌شود: بلافاصله و بدون حرف آخر بیرون می‌رود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whom the mafia will shoot, night by night. Only the referee and the mafia see it.</source>
        <translation>مافیا شب به شب به چه کسی شلیک می‌کند. فقط گرداننده و مافیا آن را می‌بینند.</translation>
    </message>
</context>
<context>
    <name>RefereeConsole</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_console.py" line="+73"/>
        <source>Hold to peek (Space)</source>
        <translation>برای نگاه نگه دارید (فاصله)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Referee: hold to see every role</source>
        <translation>گرداننده: نگه دارید تا همهٔ نقش‌ها را ببینید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see the answer</source>
        <translation>نگه دارید تا جواب را ببینید</translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-11"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-802"/>
        <source>town</source>
        <translation>شهر</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+1"/>
        <source>mafia</source>
        <translation>مافیا</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-367"/>
        <source>shoot</source>
        <translation>شلیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot at</source>
        <translation>شلیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot</source>
        <translation>شلیک</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>make the Don&apos;s check</source>
        <translation>استعلام پدرخوانده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made the Don&apos;s check on</source>
        <translation>استعلام پدرخوانده</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <location line="+1"/>
        <source>checked</source>
        <translation>استعلام</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>check</source>
        <translation>استعلام</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>protect</source>
        <translation>نجات</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>protected</source>
        <translation>نجات</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>stab</source>
        <translation>قتل</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>stabbed</source>
        <translation>قتل</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Maniac</source>
        <translation>قاتل</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>visit</source>
        <translation>ملاقات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spent the night with</source>
        <translation>ملاقات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>visited</source>
        <translation>ملاقات</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>guard</source>
        <translation>محافظت</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>guarded</source>
        <translation>محافظت</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>block</source>
        <translation>خنثی‌سازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>blocked</source>
        <translation>خنثی‌سازی</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Jester</source>
        <translation>دلقک</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>fire</source>
        <translation>شلیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>fired at</source>
        <translation>شلیک</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>compare</source>
        <translation>مقایسه</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>compared</source>
        <translation>مقایسه</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-10"/>
        <source>vote</source>
        <translation>رأی دادن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuse</source>
        <translation>متهم کردن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accused</source>
        <translation>اتهام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominate</source>
        <translation>نامزد کردن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominated</source>
        <translation>نامزدی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>پشتیبانی از اتهام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted for</source>
        <translation>رأی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuser</source>
        <translation>متهم‌کننده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suspect</source>
        <translation>متهم</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>charge</source>
        <translation>طرح اتهام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execution</source>
        <translation>اعدام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conviction</source>
        <translation>محکومیت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jailing</source>
        <translation>زندان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaving</source>
        <translation>خروج همه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_night</source>
        <translation>پایان شب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_day</source>
        <translation>پایان روز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tally</source>
        <translation>شمارش آرا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>don_check</source>
        <translation>استعلام پدرخوانده</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>nobody</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/sport.py" line="+160"/>
        <source>get a foul</source>
        <translation>گرفتن خطا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>get a technical foul</source>
        <translation>گرفتن خطای فنی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>be removed</source>
        <translation>اخراج شدن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrender</source>
        <translation>تسلیم شدن</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../../mafia_desktop/engine/errors.py" line="+54"/>
        <source>The game is over: the {team} won. No more inputs are taken.</source>
        <translation>بازی تمام شده است: {team} برنده شد. دیگر ورودی‌ای پذیرفته نمی‌شود.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no player called “{name}” at this table. The players are {allowed}.</source>
        <translation>بازیکنی به نام «{name}» سر این میز نیست. بازیکنان: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is dead and cannot {role}.</source>
        <translation>{name} دیگر در بازی نیست و اجازهٔ {role} ندارد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is dead and cannot vote. The living who may vote: {allowed}.</source>
        <translation>{name} دیگر در بازی نیست و نمی‌تواند رأی بدهد. زنده‌هایی که می‌توانند رأی بدهند: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} spent the night with the Lover and may not vote today. Those who may vote: {allowed}.</source>
        <translation>{name} شب را با معشوقه گذرانده و امروز حق رأی ندارد. کسانی که می‌توانند رأی بدهند: {allowed}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is dead and cannot be {role}. Living players: {allowed}.</source>
        <translation>{name} دیگر در بازی نیست و نمی‌تواند هدف {role} باشد. بازیکنان زنده: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is day {number}: {act} is a night input. Now the table may: {acts}.</source>
        <translation>الان روز {number} است: «{act}» کارِ شب است. کارهای ممکن در این لحظه: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is night {number}: {act} is a day input. Now the table may: {acts}.</source>
        <translation>الان شب {number} است: «{act}» کارِ روز است. کارهای ممکن در این لحظه: {acts}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night {number} is the meeting night: nobody acts and nobody is killed. Enter end_night to start the day.</source>
        <translation>شب {number} شب معارفه است: کسی کاری نمی‌کند و کسی کشته نمی‌شود. برای شروع روز، end_night را وارد کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} cannot {role} tonight: only the {who} may.</source>
        <translation>{name} امشب اجازهٔ {role} ندارد: این کار فقط با {who} است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has already {done} {target} tonight; one choice a night.</source>
        <translation>{name} امشب انتخابش را کرده است ({done}: {target})؛ هر شب فقط یک انتخاب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot {role} themselves.</source>
        <translation>{name} نمی‌تواند خودش را برای {role} انتخاب کند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot protect themselves under these rules.</source>
        <translation>طبق این قوانین، {name} نمی‌تواند خودش را نجات دهد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has {done} someone already: that is once a game.</source>
        <translation>{name}: «{done}» فقط یک بار در هر بازی ممکن است و این کار انجام شده است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To {role}, {name} names {count} different players.</source>
        <translation>برای {role}، {name} باید {count} بازیکن متفاوت را نام ببرد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has just died and must first name whom he takes with him, or nobody.</source>
        <translation>{name} همین حالا بیرون رفته و اول باید بگوید چه کسی را با خود می‌برد، یا هیچ‌کس.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is taking anyone with him now.</source>
        <translation>الان کسی قرار نیست کسی را با خود ببرد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s card does not allow this.</source>
        <translation>کارت {name} چنین اجازه‌ای نمی‌دهد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} {done} {target} last night and cannot {role} them two nights running.</source>
        <translation>{name} دیشب هم {target} را انتخاب کرده بود ({done})؛ {role} یک بازیکن در دو شب پیاپی مجاز نیست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have not chosen a victim yet, and under these rules they may not skip the kill.</source>
        <translation>مافیا هنوز قربانی را انتخاب نکرده و طبق این قوانین نمی‌تواند از شلیک بگذرد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Day {number} is for talking only: there is no vote today. Enter end_day to start the night.</source>
        <translation>روز {number} فقط برای گفتگوست: امروز رأی‌گیری نیست. برای شروع شب، end_day را وارد کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A vote is open ({motion} on {target}): enter the yes-votes first.</source>
        <translation>رأی‌گیری در جریان است ({motion}: {target}): اول رأی‌های موافق را وارد کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No vote is open now. Now the table may: {acts}.</source>
        <translation>الان رأی‌گیری‌ای در جریان نیست. کارهای ممکن در این لحظه: {acts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rules have no {act} on the day. Now the table may: {acts}.</source>
        <translation>در این قوانین، روز «{act}» ندارد. کارهای ممکن در این لحظه: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already nominated {target} today; each player nominates once a day.</source>
        <translation>{name} امروز {target} را نامزد کرده است؛ هر بازیکن روزی یک بار نامزد می‌کند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is already nominated today. Nominees: {allowed}.</source>
        <translation>{target} امروز نامزد شده است. نامزدها: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} was acquitted today and cannot be accused again until tomorrow.</source>
        <translation>{target} امروز تبرئه شده و تا فردا نمی‌شود دوباره متهمش کرد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no accusation waiting for a second.</source>
        <translation>اتهامی منتظر پشتیبان نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only two players are left, so nobody could second an accusation: end the day.</source>
        <translation>فقط دو بازیکن مانده‌اند، پس کسی نمی‌تواند از اتهام پشتیبانی کند: روز را تمام کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot second the accusation: they are its {party}.</source>
        <translation>{name} نمی‌تواند از اتهام پشتیبانی کند: خودش {party} است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules need no second: the accusation goes straight to a vote.</source>
        <translation>این قوانین پشتیبان لازم ندارند: اتهام مستقیم به رأی گذاشته می‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is the suspect and cannot vote on their own {motion}. The voters are {allowed}.</source>
        <translation>{name} متهم است و نمی‌تواند در رأی‌گیریِ {motion} خودش رأی بدهد. رأی‌دهندگان: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} raised a hand more than once; each player has one hand.</source>
        <translation>{name} بیش از یک بار دست بلند کرد؛ هر بازیکن فقط یک رأی دارد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a candidate in this vote. The candidates are {allowed}.</source>
        <translation>{name} در این رأی‌گیری نامزد نیست. نامزدها: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is nominated, so there is nothing to vote on. Nominate someone or end the day.</source>
        <translation>کسی نامزد نشده، پس چیزی برای رأی‌گیری نیست. کسی را نامزد کنید یا روز را تمام کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes by tally, one hand per player. Candidates: {allowed}.</source>
        <translation>الان رأی‌گیری با شمارش دست‌هاست، هر بازیکن یک رأی. نامزدها: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes yes or no on {target}: enter the yes-votes.</source>
        <translation>الان رأی‌گیریِ موافق یا مخالف دربارهٔ {target} است: رأی‌های موافق را وارد کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nominees: {allowed}. The town must vote on them before the day can end.</source>
        <translation>نامزدها: {allowed}. پیش از پایان روز، شهر باید دربارهٔ آن‌ها رأی بدهد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote is open ({motion} on {target}): finish it before the day ends.</source>
        <translation>رأی‌گیری در جریان است ({motion}: {target}): پیش از پایان روز آن را تمام کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Under these rules the day lasts until someone is voted out; turn on the time-limit pick to end a day without a death.</source>
        <translation>طبق این قوانین، روز تا وقتی ادامه دارد که کسی با رأی بیرون برود؛ برای تمام کردن روز بدون مرگ، گزینهٔ قرعه در پایان وقت را روشن کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no tally now. Now the table may: {acts}.</source>
        <translation>الان شمارش آرایی در کار نیست. کارهای ممکن در این لحظه: {acts}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no score, so there is no {act}. Turn on the club&apos;s scoring to keep fouls and points.</source>
        <translation>این قوانین امتیاز نمی‌شمارند، پس «{act}» وجود ندارد. برای ثبت خطا و امتیاز، امتیازدهی باشگاهی را روشن کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra points must be a number other than 0, at most {most} either way; {points} is not.</source>
        <translation>امتیاز اضافه باید عددی غیر از صفر باشد، حداکثر {most} به بالا یا پایین؛ {points} قابل قبول نیست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra points need the referee&apos;s reason, at most {most} characters.</source>
        <translation>امتیاز اضافه به دلیلی از طرف گرداننده نیاز دارد، حداکثر {most} نویسه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already made the best move; it is made once.</source>
        <translation>{name} بهترین حرکت را قبلاً انجام داده است؛ این کار فقط یک بار انجام می‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot make the best move now: only the first player killed at night ({maker}) may, in their last words.</source>
        <translation>{name} الان نمی‌تواند بهترین حرکت را انجام دهد: فقط نخستین کشتهٔ شب ({maker}) می‌تواند، آن هم در حرف آخرش.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} names {count} different living players for the best move, from {allowed}.</source>
        <translation>{name} برای بهترین حرکت {count} بازیکن زندهٔ متفاوت را از میان این‌ها نام می‌برد: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules give no technical fouls; set how many remove a player to give them.</source>
        <translation>این قوانین خطای فنی ندارند؛ برای دادن آن، تعیین کنید چند خطای فنی به اخراج می‌انجامد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A removal needs the referee&apos;s reason, at most {most} characters.</source>
        <translation>اخراج به دلیلی از طرف گرداننده نیاز دارد، حداکثر {most} نویسه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order is given once, on the meeting night, by the Don while the mafia meet.</source>
        <translation>ترتیب شلیک را پدرخوانده یک بار، در شب معارفه و هنگام آشنایی مافیا، تعیین می‌کند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the Don gives the shooting order; {name} is not the Don.</source>
        <translation>فقط پدرخوانده ترتیب شلیک را تعیین می‌کند؛ {name} پدرخوانده نیست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order names one to {most} different players from {allowed}.</source>
        <translation>ترتیب شلیک، یک تا {most} بازیکن متفاوت را از میان این‌ها نام می‌برد: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day there is no vote on a single candidate ({name}): end the day.</source>
        <translation>در روز اول به تک‌نامزد ({name}) رأی گرفته نمی‌شود: روز را تمام کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for exactly {low} players; this table has {players}</source>
        <translation>قوانین {preset} برای دقیقاً {low} بازیکن است؛ سر این میز {players} نفر هستند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for {low} to {high} players; this table has {players}</source>
        <translation>قوانین {preset} برای {low} تا {high} بازیکن است؛ سر این میز {players} نفر هستند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules have no {which}</source>
        <translation>قوانین {preset} نقش {which} را ندارند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a count cannot be negative ({which}: {count})</source>
        <translation>تعداد نمی‌تواند منفی باشد ({which}: {count})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{special} special roles do not fit {players} players</source>
        <translation>{special} نقش ویژه در {players} بازیکن جا نمی‌شود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fewest players ({low}) is more than the most players ({high})</source>
        <translation>کمترین تعداد بازیکن ({low}) از بیشترین تعداد ({high}) بیشتر است</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the roles must include the {which}</source>
        <translation>در میان نقش‌ها باید {which} باشد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the night must call the {which}, because the roles include them</source>
        <translation>شب باید {which} را بیدار کند، چون این نقش در بازی هست</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a car-crash tie needs the day to vote by tally</source>
        <translation>تساویِ تصادفی نیاز دارد که رأی‌گیری روز با شمارش دست‌ها باشد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody is mafia, so the town has already won</source>
        <translation>هیچ‌کس مافیا نیست، پس شهر از قبل برنده است</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with {mafia} mafia and {town} town the mafia have already won</source>
        <translation>با {mafia} مافیا و {town} شهروند، مافیا از قبل برنده است</translation>
    </message>
</context>
<context>
    <name>RoleObject</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-546"/>
        <source>Civilian</source>
        <translation>شهروند</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Mafia</source>
        <translation>مافیا</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Don</source>
        <translation>پدرخوانده</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Detective</source>
        <translation>کارآگاه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspector</source>
        <translation>بازپرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>کلانتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>فرشته</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Doctor</source>
        <translation>دکتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>دکتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>فرشتهٔ مقرب</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>قاتل</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lover</source>
        <translation>معشوقه</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>محافظ</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Immortal</source>
        <translation>رویین‌تن</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Hooligan</source>
        <translation>لات</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Werewolf</source>
        <translation>گرگینه</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Jester</source>
        <translation>دلقک</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Mayor</source>
        <translation>شهردار</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Kamikaze</source>
        <translation>کامیکازه</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Marshal</source>
        <translation>مارشال</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Journalist</source>
        <translation>خبرنگار</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location line="-541"/>
        <source>Civilian</source>
        <extracomment>a role pack&apos;s own words, (language, key, text) with key ``name``, ``plural`` or ``duty`` (``mafia_desktop.engine.role_pack``); empty for the app&apos;s roles, whose words are the catalogue&apos;s</extracomment>
        <translation>شهروند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilians</source>
        <translation>شهروندان</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+1"/>
        <source>Mafia</source>
        <translation>مافیا</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Don</source>
        <translation>پدرخوانده</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Detective</source>
        <translation>کارآگاه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspector</source>
        <translation>بازپرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>کلانتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>فرشته</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Doctor</source>
        <translation>دکتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>دکتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>فرشتهٔ مقرب</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>قاتل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maniacs</source>
        <translation>قاتل‌ها</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Lover</source>
        <translation>معشوقه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lovers</source>
        <translation>معشوقه‌ها</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>محافظ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bodyguards</source>
        <translation>محافظ‌ها</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Immortal</source>
        <translation>رویین‌تن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immortals</source>
        <translation>رویین‌تن‌ها</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hooligan</source>
        <translation>لات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hooligans</source>
        <translation>لات‌ها</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Werewolf</source>
        <translation>گرگینه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Werewolves</source>
        <translation>گرگینه‌ها</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Jester</source>
        <translation>دلقک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jesters</source>
        <translation>دلقک‌ها</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Mayor</source>
        <translation>شهردار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayors</source>
        <translation>شهردارها</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Kamikaze</source>
        <translation>کامیکازه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kamikazes</source>
        <translation>کامیکازه‌ها</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Marshal</source>
        <translation>مارشال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marshals</source>
        <translation>مارشال‌ها</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Journalist</source>
        <translation>خبرنگار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Journalists</source>
        <translation>خبرنگارها</translation>
    </message>
</context>
<context>
    <name>RolesEditor</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/roles_editor.py" line="+68"/>
        <source>Town</source>
        <translation>شهر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia (shoots with the mafia)</source>
        <translation>مافیا (همراه مافیا شلیک می‌کند)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays alone, and wins alone like the Maniac</source>
        <translation>تنها بازی می‌کند و مثل قاتل، تنها می‌برد</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file is larger than %1 bytes; a role pack never is.</source>
        <translation>فایل از %1 بایت بزرگ‌تر است؛ بستهٔ نقش هیچ‌وقت این‌قدر بزرگ نیست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file nests more than %1 levels deep; a role pack never does.</source>
        <translation>فایل بیش از %1 سطح تودرتو دارد؛ بستهٔ نقش هیچ‌وقت این‌طور نیست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a JSON document.</source>
        <translation>این فایل یک سند JSON نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a role pack (*.mafia-roles.json).</source>
        <translation>این فایل بستهٔ نقش (*.mafia-roles.json) نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack was written by a newer version of the app (version %1); this one reads %2.</source>
        <translation>این بسته را نسخهٔ جدیدتری از برنامه نوشته است (نسخهٔ %1)؛ این نسخه، نسخهٔ %2 را می‌خواند.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pack&apos;s version “%1” is not one this app reads.</source>
        <translation>این برنامه نسخهٔ «%1» بسته را نمی‌خواند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not part of a role pack.</source>
        <translation>«%1» بخشی از بستهٔ نقش نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is missing.</source>
        <translation>«%1» وجود ندارد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” has the wrong kind of value.</source>
        <translation>مقدار «%1» از نوع نادرست است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is longer than %2 characters.</source>
        <translation>«%1» بیش از %2 نویسه دارد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” must be one line of visible text.</source>
        <translation>«%1» باید یک خط متنِ قابل دیدن باشد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” must start with a small Latin letter and hold only small Latin letters, digits and _ (24 at most).</source>
        <translation>شناسهٔ «%1» باید با یک حرف کوچک لاتین شروع شود و فقط حروف کوچک لاتین، رقم و _ داشته باشد (حداکثر ۲۴ نویسه).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack holds no role.</source>
        <translation>بسته هیچ نقشی ندارد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack holds %1 roles; a pack holds %2 at most.</source>
        <translation>بسته %1 نقش دارد؛ هر بسته حداکثر %2 نقش دارد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The id “%1” is given to two roles.</source>
        <translation>شناسهٔ «%1» به دو نقش داده شده است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” is taken by a role, an act or an event of the app.</source>
        <translation>شناسهٔ «%1» را یکی از نقش‌ها، کارها یا رویدادهای برنامه گرفته است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a team: town, mafia or alone.</source>
        <translation>«%1» تیم نیست: شهر (town)، مافیا (mafia) یا تنها (alone).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a night act a role of a pack may have.</source>
        <translation>«%1» کار شبانه‌ای نیست که نقشِ یک بسته بتواند داشته باشد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not something this night act can find.</source>
        <translation>«%1» چیزی نیست که این کار شبانه بتواند پیدا کند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a choice of whether a role may choose themselves.</source>
        <translation>«%1» یکی از گزینه‌های «نقش می‌تواند خودش را انتخاب کند یا نه» نیست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many may be dealt must be from 1 to %1.</source>
        <translation>تعداد مجاز در پخش باید یک تا %1 باشد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not one of the app&apos;s emblems.</source>
        <translation>«%1» یکی از نشان‌های برنامه نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a language code (such as en or ru).</source>
        <translation>«%1» کد زبان نیست (مثل en یا fa).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role has words in %1 languages at most.</source>
        <translation>هر نقش حداکثر به %1 زبان متن دارد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role needs its name and duty in English.</source>
        <translation>هر نقش باید نام و شرح وظیفه‌اش را به انگلیسی داشته باشد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name “%1” is given to two roles.</source>
        <translation>نام «%1» به دو نقش داده شده است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The name “%1” is the name of one of the app&apos;s roles.</source>
        <translation>نام «%1» نام یکی از نقش‌های خود برنامه است.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Role %1: %2</source>
        <translation>نقش %1: %2</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>New role</source>
        <translation>نقش جدید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit the role</source>
        <translation>ویرایش نقش</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The role&apos;s words</source>
        <translation>نام و شرح نقش</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plural</source>
        <translation>شکل جمع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the role does (its card&apos;s line)</source>
        <translation>کار نقش (خط روی کارتش)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the role plays</source>
        <translation>نحوهٔ بازی نقش</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Id in game records</source>
        <translation>شناسه در فایل‌های بازی</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team</source>
        <translation>تیم</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night act</source>
        <translation>کار شبانه</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the check finds</source>
        <translation>استعلام دنبال چه می‌گردد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game</source>
        <translation>یک بار در بازی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never the same player two nights running</source>
        <translation>هرگز یک بازیکن در دو شب پیاپی</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May choose themselves, where the house rules let the doctor</source>
        <translation>می‌تواند خودش را انتخاب کند، هر جا قوانین خانگی به دکتر اجازه دهند</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>as many as the deal gives</source>
        <translation>هر تعداد که پخش نقش بدهد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most in a deal</source>
        <translation>حداکثر در یک پخش</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emblem</source>
        <translation>نشان</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>role</source>
        <translation>نقش</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Roles of your own</source>
        <translation>نقش‌های خودتان</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make roles from the ones the app plays: a team, a night act and its limits, and the role&apos;s names and duty in each language. Saved, they are offered in set-up&apos;s house rules.</source>
        <translation>از نقش‌هایی که برنامه می‌شناسد نقش بسازید: یک تیم، یک کار شبانه و محدودیت‌هایش، و نام و شرح وظیفهٔ نقش در هر زبان. پس از ذخیره، در قوانین خانگیِ صفحهٔ آماده‌سازی پیشنهاد می‌شوند.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your roles</source>
        <translation>نقش‌های شما</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New…</source>
        <translation>جدید…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit…</source>
        <translation>ویرایش…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a pack…</source>
        <translation>وارد کردن بسته…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export as a pack…</source>
        <translation>صدور به‌صورت بسته…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The kept roles could not be read: %1</source>
        <translation>نقش‌های نگه‌داشته‌شده خوانده نشدند: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Our roles</source>
        <translation>نقش‌های ما</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Role packs (*.mafia-roles.json);;JSON files (*.json)</source>
        <translation>بسته‌های نقش (*.mafia-roles.json);;فایل‌های JSON (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import a role pack</source>
        <translation>وارد کردن بستهٔ نقش</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The pack was not imported: %1</source>
        <translation>بسته وارد نشد: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Imported %1: %2.</source>
        <translation>%1 وارد شد: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the roles</source>
        <translation>صدور نقش‌ها</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Exported to %1.</source>
        <translation>به %1 صادر شد.</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="+28"/>
        <source>The dead take no further part: they do not vote, speak or act, and are not counted in any majority.</source>
        <translation>بیرون‌رفته‌ها دیگر در بازی نقشی ندارند: رأی نمی‌دهند، حرف نمی‌زنند، کاری نمی‌کنند و در هیچ اکثریتی شمرده نمی‌شوند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dead player&apos;s card stays secret unless these rules turn it up.</source>
        <translation>کارت بازیکنِ بیرون‌رفته مخفی می‌ماند، مگر اینکه این قوانین آن را رو کنند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody&apos;s role is shown on the shared screen while they are alive: only to that player on the private panel, or to the referee behind a deliberate reveal.</source>
        <translation>نقش هیچ بازیکن زنده‌ای روی صفحهٔ مشترک نشان داده نمی‌شود: فقط به خود او روی پنل خصوصی، یا به گرداننده وقتی عمداً آن را باز می‌کند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A check&apos;s result is told only to the player who made it.</source>
        <translation>نتیجهٔ استعلام فقط به بازیکنی گفته می‌شود که آن را گرفته است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;The town&quot; in the win rules is everyone who is not mafia, special roles included.</source>
        <translation>«شهر» در شرط‌های برد یعنی همهٔ کسانی که مافیا نیستند، از جمله نقش‌های ویژه.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>yes</source>
        <translation>بله</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>خیر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no limit</source>
        <translation>بدون محدودیت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept</source>
        <translation>ثبت می‌شود</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not kept</source>
        <translation>ثبت نمی‌شود</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Roles in play</source>
        <translation>نقش‌های بازی</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Who plays</source>
        <translation>چه کسانی بازی می‌کنند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The recommended deal, by the number of players:</source>
        <translation>پخش نقش پیشنهادی، بر حسب تعداد بازیکنان:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roles</source>
        <translation>نقش‌ها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Role</source>
        <translation>نقش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>تیم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its card says</source>
        <translation>روی کارتش نوشته</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing card</source>
        <translation>کارت بازی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The day</source>
        <translation>روز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night</source>
        <translation>شب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>پایان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules in force</source>
        <translation>قوانین خانگیِ فعال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: these are the preset&apos;s own rules.</source>
        <translation>هیچ: این‌ها قوانین خودِ مجموعه‌اند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>قانون</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Here</source>
        <translation>اینجا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In every game</source>
        <translation>در هر بازی</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/rulebook_dialog.py" line="+69"/>
        <location line="+27"/>
        <location line="+14"/>
        <source>Rules and roles</source>
        <translation>قوانین و نقش‌ها</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Rule set</source>
        <translation>مجموعه‌قانون</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show on the other screen</source>
        <translation>نمایش روی صفحهٔ دیگر</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-156"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+351"/>
        <source>the mafia choose a victim together</source>
        <translation>مافیا با هم قربانی را انتخاب می‌کنند</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the {title} checks one player</source>
        <translation>{title} از یک بازیکن استعلام می‌گیرد</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} looks for the {found}</source>
        <translation>{title} دنبال {found} می‌گردد</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} protects one player</source>
        <translation>{title} یک بازیکن را نجات می‌دهد</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} kills one player alone</source>
        <translation>{title} به‌تنهایی یک بازیکن را می‌کشد</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} spends the night with one player (never the same twice running), who cannot be killed that night and may not vote the next day</source>
        <translation>{title} شب را با یک بازیکن می‌گذراند (هرگز دو شب پیاپی با همان بازیکن)، که آن شب کشته نمی‌شود و روز بعد حق رأی ندارد</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the {title} guards one player, and dies in their place if they are attacked</source>
        <translation>{title} از یک بازیکن محافظت می‌کند و اگر به او حمله شود، به جای او می‌میرد</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+3"/>
        <source>The {role} plays alone: they win when one other player is left; the town must put them out too, and the mafia cannot win while they live.</source>
        <translation>{role} تنها بازی می‌کند: وقتی فقط یک بازیکن دیگر بماند، برنده است؛ شهر باید او را هم بیرون کند، و تا او زنده است مافیا نمی‌تواند ببرد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The {role} plays alone: they win when one other player is left.</source>
        <translation>{role} تنها بازی می‌کند: وقتی فقط یک بازیکن دیگر بماند، برنده است.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-365"/>
        <source>The Maniac plays alone: he wins when one other player is left; the town must put him out too, and the mafia cannot win while he lives.</source>
        <translation>قاتل تنها بازی می‌کند: وقتی فقط یک بازیکن دیگر بماند، برنده است؛ شهر باید او را هم بیرون کند، و تا او زنده است مافیا نمی‌تواند ببرد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Maniac plays alone: he wins when one other player is left.</source>
        <translation>قاتل تنها بازی می‌کند: وقتی فقط یک بازیکن دیگر بماند، برنده است.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The {title} cannot be killed at night: only the vote or fouls put them out.</source>
        <translation>{title} شب کشته نمی‌شود: فقط رأی‌گیری یا خطاها او را بیرون می‌کنند.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the {title} blocks one player, whose acts that night do not count</source>
        <translation>{title} توانایی یک بازیکن را خنثی می‌کند و کارهای او در آن شب حساب نمی‌شود</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The first time the mafia&apos;s shot would kill the {title}, they live and join the mafia: from the next night they shoot with them, and checks find them mafia.</source>
        <translation>نخستین باری که تیر مافیا باید {title} را بکشد، زنده می‌ماند و به مافیا می‌پیوندد: از شب بعد همراه آن‌ها شلیک می‌کند و استعلام‌ها او را مافیا نشان می‌دهند.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The Jester plays for himself: if the day&apos;s vote puts him out, he alone wins at once; killed at night, he is simply out.</source>
        <translation>دلقک برای خودش بازی می‌کند: اگر رأی‌گیری روز او را بیرون کند، همان لحظه به‌تنهایی برنده می‌شود؛ اگر شب کشته شود، فقط بیرون می‌رود.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>By day the {title} may show their card once: from then their hand counts two in every vote, while the votes needed stay counted in players.</source>
        <translation>{title} می‌تواند یک بار در روز کارتش را نشان دهد: از آن به بعد رأی او در هر رأی‌گیری دو رأی حساب می‌شود، اما تعداد رأی لازم همچنان بر حسب تعداد بازیکنان شمرده می‌شود.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>When the {title} dies by the vote or at night, they may take one living player with them at once, or spare everyone; removed by fouls, they take no one.</source>
        <translation>وقتی {title} با رأی یا در شب بیرون برود، می‌تواند بلافاصله یک بازیکن زنده را با خود ببرد یا از همه بگذرد؛ اگر با خطا اخراج شود، کسی را نمی‌برد.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the {title} fires at one player</source>
        <translation>{title} به یک بازیکن شلیک می‌کند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires at one player</source>
        <translation>به یک بازیکن شلیک می‌کند</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the {title} compares two players and learns whether they play on one side</source>
        <translation>{title} دو بازیکن را مقایسه می‌کند و می‌فهمد در یک تیم‌اند یا نه</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="-89"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-273"/>
        <source>Exactly {n} players.</source>
        <translation>دقیقاً {n} بازیکن.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+2"/>
        <source>{lo} to {hi} players.</source>
        <translation>{lo} تا {hi} بازیکن.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-25"/>
        <source>Day: {part}</source>
        <translation>روز: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night: {part}</source>
        <translation>شب: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End: {part}</source>
        <translation>پایان: {part}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Deal for {n}: {deal}.</source>
        <translation>پخش نقش برای {n} نفر: {deal}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can also be dealt: {roles}.</source>
        <translation>این نقش‌ها را هم می‌شود پخش کرد: {roles}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Day 1 is for talk only, with no vote.</source>
        <translation>روز اول فقط برای گفتگوست، بدون رأی‌گیری.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game opens with a day and a vote.</source>
        <translation>بازی با یک روز و رأی‌گیری شروع می‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speeches go round in seat order: day 1 opens with seat 1, day 2 with seat 2, and so on.</source>
        <translation>صحبت‌ها به ترتیب صندلی می‌چرخد: روز اول از صندلی ۱، روز دوم از صندلی ۲، و به همین ترتیب.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time limits: {limits}.</source>
        <translation>محدودیت‌های زمانی: {limits}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An accusation needs a second; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>اتهام به پشتیبان نیاز دارد؛ سپس رأی‌گیری برای طرح اتهام، حرف آخر، و رأی‌گیری برای اعدام.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An accusation needs a second; then comes a defence and a vote to convict.</source>
        <translation>اتهام به پشتیبان نیاز دارد؛ سپس دفاعیه و رأی‌گیری برای محکومیت.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Anyone may accuse a player; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>هر کسی می‌تواند بازیکنی را متهم کند؛ سپس رأی‌گیری برای طرح اتهام، حرف آخر، و رأی‌گیری برای اعدام.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Anyone may accuse a player; then comes a defence and a vote to convict.</source>
        <translation>هر کسی می‌تواند بازیکنی را متهم کند؛ سپس دفاعیه و رأی‌گیری برای محکومیت.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A vote passes with more than half of the living.</source>
        <translation>رأی‌گیری با موافقت بیش از نیمی از زنده‌ها تصویب می‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote passes with more than half of the living, the suspect not voting.</source>
        <translation>رأی‌گیری با موافقت بیش از نیمی از زنده‌ها تصویب می‌شود؛ متهم رأی نمی‌دهد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An acquitted player is safe until tomorrow.</source>
        <translation>بازیکنِ تبرئه‌شده تا فردا در امان است.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The day ends as soon as a player is voted out; when time runs out, fate picks a player to die.</source>
        <translation>روز به محض اینکه بازیکنی با رأی بیرون برود تمام می‌شود؛ وقتی وقت تمام شود، قرعه بازیکنی را برای مرگ انتخاب می‌کند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The day ends as soon as a player is voted out, or with nobody out when no more accusations come.</source>
        <translation>روز به محض اینکه بازیکنی با رأی بیرون برود تمام می‌شود، یا اگر اتهام دیگری مطرح نشود، بدون بیرون رفتن کسی.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The day lasts until a player is voted out.</source>
        <translation>روز تا وقتی ادامه دارد که بازیکنی با رأی بیرون برود.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player may nominate one other player a day; then everyone votes once, for one of the nominees.</source>
        <translation>هر بازیکن می‌تواند روزی یک بازیکن دیگر را نامزد کند؛ سپس همه یک بار، به یکی از نامزدها، رأی می‌دهند.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone raises a hand once, for one player.</source>
        <translation>هر کس یک بار، برای یک بازیکن، دست بلند می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the most votes is out.</source>
        <translation>بازیکنی که بیشترین رأی را بیاورد، بیرون می‌رود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The leader defends and faces a revote: more than half of the living must vote to jail them.</source>
        <translation>نفر اول دفاع می‌کند و دوباره به رأی گذاشته می‌شود: برای زندانی کردن او بیش از نیمی از زنده‌ها باید رأی بدهند.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The leader defends and faces a revote: more than half of the living, the leader not voting, must vote to jail them.</source>
        <translation>نفر اول دفاع می‌کند و دوباره به رأی گذاشته می‌شود: برای زندانی کردن او بیش از نیمی از زنده‌ها، بدون رأی خودِ او، باید رأی بدهند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tie sends nobody out.</source>
        <translation>در تساوی کسی بیرون نمی‌رود.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: the tied defend and the vote is held again among them; still tied, nobody goes out.</source>
        <translation>تساوی: بازیکنانِ مساوی دفاع می‌کنند و رأی‌گیری میان آن‌ها تکرار می‌شود؛ اگر باز مساوی شد، کسی بیرون نمی‌رود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie is a car crash: the tied defend and the vote is held again among them; tied again, everyone votes on &quot;should all of them leave?&quot;</source>
        <translation>تساوی یعنی تصادف: بازیکنانِ مساوی دفاع می‌کنند و رأی‌گیری میان آن‌ها تکرار می‌شود؛ اگر باز مساوی شد، همه رأی می‌دهند که «آیا همهٔ آن‌ها بیرون بروند؟»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>If nobody is nominated, the day ends without a vote.</source>
        <translation>اگر کسی نامزد نشود، روز بدون رأی‌گیری تمام می‌شود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end until someone is nominated.</source>
        <translation>تا کسی نامزد نشود، روز تمام نمی‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day a single nominee is not voted on: the day ends.</source>
        <translation>در روز اول به تک‌نامزد رأی گرفته نمی‌شود: روز تمام می‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The day may end without a vote.</source>
        <translation>روز می‌تواند بدون رأی‌گیری تمام شود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end without a vote.</source>
        <translation>روز بدون رأی‌گیری تمام نمی‌شود.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{m} min</source>
        <translation>{m} دقیقه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{s} s</source>
        <translation>{s} ثانیه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{m} min {s} s</source>
        <translation>{m} دقیقه و {s} ثانیه</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>speech {time}</source>
        <translation>صحبت {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discussion {time}</source>
        <translation>گفتگو {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defence {time}</source>
        <translation>دفاعیه {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words {time}</source>
        <translation>حرف آخر {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words after a night kill {time}</source>
        <translation>حرف آخرِ کشتهٔ شب {time}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the day {time}, with a warning {warning} before the end</source>
        <translation>کل روز {time}، با هشدار {warning} پیش از پایان</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the day {time}</source>
        <translation>کل روز {time}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A meeting night first: the mafia open their eyes and meet; no one is killed.</source>
        <translation>اول شب معارفه: مافیا چشم باز می‌کنند و با هم آشنا می‌شوند؛ کسی کشته نمی‌شود.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quiet night first: no one is killed.</source>
        <translation>اول یک شب آرام: کسی کشته نمی‌شود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That night the {title} also meets the host.</source>
        <translation>در آن شب {title} هم با گرداننده آشنا می‌شود.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That night the {titles} also meet the host.</source>
        <translation>در آن شب این نقش‌ها هم با گرداننده آشنا می‌شوند: {titles}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game opens with a night, and the first night has a kill.</source>
        <translation>بازی با شب شروع می‌شود و در همان شب اول قتل هست.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia do not know each other.</source>
        <translation>مافیا همدیگر را نمی‌شناسند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia know each other from the start.</source>
        <translation>مافیا از همان اول همدیگر را می‌شناسند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{earlier}, then {next}</source>
        <translation>{earlier}، سپس {next}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then, each night: {steps}.</source>
        <translation>سپس هر شب: {steps}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each night: {steps}.</source>
        <translation>هر شب: {steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia may also choose nobody.</source>
        <translation>مافیا می‌توانند هیچ‌کس را هم انتخاب نکنند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia must choose a victim.</source>
        <translation>مافیا باید قربانی انتخاب کنند.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the mafia shoot (more than half must agree)</source>
        <translation>مافیا شلیک می‌کنند (بیش از نیمی باید موافق باشند)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the mafia shoot (all must agree)</source>
        <translation>مافیا شلیک می‌کنند (همه باید موافق باشند)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The {title} may protect themself.</source>
        <translation>{title} می‌تواند خودش را نجات دهد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may not protect themself.</source>
        <translation>{title} نمی‌تواند خودش را نجات دهد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may protect themself, but never the same player two nights running.</source>
        <translation>{title} می‌تواند خودش را نجات دهد، اما هرگز یک بازیکن را دو شب پیاپی.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {title} may not protect themself, nor the same player two nights running.</source>
        <translation>{title} نه می‌تواند خودش را نجات دهد، نه یک بازیکن را دو شب پیاپی.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the {title} saves the victim, the morning says so.</source>
        <translation>اگر {title} قربانی را نجات دهد، صبح اعلام می‌شود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the {title} saves the victim, the morning only says that nobody died.</source>
        <translation>اگر {title} قربانی را نجات دهد، صبح فقط اعلام می‌شود که کسی نمرده است.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The town wins when every mafioso is out; the mafia win when they outnumber the rest.</source>
        <translation>شهر وقتی می‌برد که همهٔ مافیا بیرون رفته باشند؛ مافیا وقتی می‌برد که از بقیه بیشتر شوند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The town wins when every mafioso is out; the mafia win when they are at least as many as the rest.</source>
        <translation>شهر وقتی می‌برد که همهٔ مافیا بیرون رفته باشند؛ مافیا وقتی می‌برد که دست‌کم هم‌تعداد بقیه شوند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they outnumber the rest, once the {others} is out.</source>
        <translation>شهر وقتی می‌برد که همهٔ مافیا و {others} بیرون رفته باشند؛ مافیا وقتی می‌برد که از بقیه بیشتر شوند، به شرطی که {others} بیرون رفته باشد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they are at least as many as the rest, once the {others} is out.</source>
        <translation>شهر وقتی می‌برد که همهٔ مافیا و {others} بیرون رفته باشند؛ مافیا وقتی می‌برد که دست‌کم هم‌تعداد بقیه شوند، به شرطی که {others} بیرون رفته باشد.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A dead player&apos;s card stays hidden.</source>
        <translation>کارت بازیکنِ بیرون‌رفته مخفی می‌ماند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player voted out shows their card; other cards stay hidden.</source>
        <translation>بازیکنی که با رأی بیرون برود کارتش را نشان می‌دهد؛ بقیهٔ کارت‌ها مخفی می‌مانند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every dead player&apos;s card is turned up.</source>
        <translation>کارت هر بازیکنِ بیرون‌رفته رو می‌شود.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The referee gives fouls: the third halves the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>گرداننده خطا می‌دهد: خطای سوم صحبت بعدی بازیکن را نصف می‌کند و خطای چهارم او را بلافاصله اخراج می‌کند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee gives fouls: the third costs the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>گرداننده خطا می‌دهد: خطای سوم صحبت بعدی بازیکن را می‌گیرد و خطای چهارم او را بلافاصله اخراج می‌کند.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Technical fouls are counted apart: {count} remove a player.</source>
        <translation>خطاهای فنی جدا شمرده می‌شوند: با {count} خطای فنی، بازیکن اخراج می‌شود.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first player shot at night names three players in their last words: the best move.</source>
        <translation>نخستین بازیکنی که شب کشته می‌شود، در حرف آخرش سه بازیکن را نام می‌برد: بهترین حرکت.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points: {win} for each player of the winning side, {two} or {three} for a best move naming two or three mafia, {fouls} for a removal by fouls, and the referee&apos;s extra points.</source>
        <translation>امتیازها: {win} برای هر بازیکنِ تیم برنده، {two} یا {three} برای بهترین حرکتی که دو یا سه مافیا را نام ببرد، {fouls} برای اخراج با خطا، و امتیازهای اضافهٔ گرداننده.</translation>
    </message>
</context>
<context>
    <name>ScheduleBoard</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/schedule_board.py" line="+60"/>
        <source>Mafia Desktop — schedule</source>
        <translation>Mafia Desktop — برنامه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament schedule</source>
        <translation>برنامهٔ تورنمنت</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1 of %2</source>
        <translation>دور %1 از %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Final</source>
        <translation>فینال</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1</source>
        <translation>میز %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+43"/>
        <source>Sitting out:</source>
        <translation>در استراحت:</translation>
    </message>
</context>
<context>
    <name>SeatCircle</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/seat_circle.py" line="+67"/>
        <source>Seat circle</source>
        <extracomment>the fade between day and night moved on (0 = day, 1 = night)</extracomment>
        <translation>دایرهٔ صندلی‌ها</translation>
    </message>
</context>
<context>
    <name>SeriesScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/series_screen.py" line="+238"/>
        <location line="+449"/>
        <source>Series standings</source>
        <extracomment>the standings&apos; columns: the phrase of each heading (the printed page&apos;s words) the one signals object every read reports through: made on the UI thread at the first read and never deleted, so a thread still reading when its screen closes never emits on a dead object the scope was read and the tables filled (or the problem shown)</extracomment>
        <translation>جدول و ریتینگ</translation>
    </message>
    <message>
        <location line="-435"/>
        <location line="+159"/>
        <source>Reading the games…</source>
        <translation>در حال خواندن بازی‌ها…</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>The standings, the rating chart and the statistics</source>
        <translation>جدول رده‌بندی، نمودار ریتینگ و آمار</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+105"/>
        <source>Standings</source>
        <translation>جدول</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Rating chart</source>
        <translation>نمودار ریتینگ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players&apos; statistics</source>
        <translation>آمار بازیکنان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>به تفکیک نقش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot on the first night</source>
        <translation>شلیک در شب اول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks found / made</source>
        <translation>استعلام‌ها: موفق / کل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>بهترین حرکت‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>مافیای نام‌برده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>خطاها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the games ended</source>
        <translation>نحوهٔ پایان بازی‌ها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs&apos; statistics</source>
        <translation>آمار جفت‌ها</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+97"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Together</source>
        <translation>با هم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won together</source>
        <translation>برد با هم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>رودررو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the first</source>
        <translation>برد اولی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the second</source>
        <translation>برد دومی</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs</source>
        <translation>جفت‌ها</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export CSV…</source>
        <translation>صدور CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>صدور JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>چاپ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>All games</source>
        <translation>همهٔ بازی‌ها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series</source>
        <translation>سری</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any or none</source>
        <translation>هرکدام یا هیچ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament</source>
        <translation>تورنمنت</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From</source>
        <translation>از</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>تا</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>No finished game yet: the standings fill in as games end.</source>
        <translation>هنوز بازیِ تمام‌شده‌ای نیست: جدول با پایان بازی‌ها پر می‌شود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No finished game in this choice.</source>
        <translation>در این انتخاب بازیِ تمام‌شده‌ای نیست.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rating of %1, game by game</source>
        <translation>ریتینگ %1، بازی به بازی</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>alive at the end</source>
        <translation>زنده تا پایان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed at night</source>
        <translation>کشته در شب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted out</source>
        <translation>بیرون با رأی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out at the time limit</source>
        <translation>بیرون در پایان وقت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by fouls</source>
        <translation>اخراج با خطا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by technical fouls</source>
        <translation>اخراج با خطای فنی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by the referee</source>
        <translation>اخراج توسط گرداننده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrendered</source>
        <translation>تسلیم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left the game</source>
        <translation>ترک بازی</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+11"/>
        <source>Export the standings</source>
        <translation>صدور جدول رده‌بندی</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>CSV files (*.csv)</source>
        <translation>فایل‌های CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>JSON files (*.json)</source>
        <translation>فایل‌های JSON (*.json)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Saved %1</source>
        <translation>ذخیره شد: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>چاپگر شروع به کار نکرد؛ چیزی چاپ نشد.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/settings_dialog.py" line="+67"/>
        <source>The system&apos;s voices</source>
        <translation>صداهای سیستم</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>As the system</source>
        <translation>مثل سیستم</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>High contrast</source>
        <translation>کنتراست بالا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>اندازهٔ متن</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Narrator&apos;s voice for</source>
        <translation>صدای راوی برای</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice: %1</source>
        <translation>صدا: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hear it</source>
        <translation>بشنوید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hear it: %1</source>
        <translation>بشنوید: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source> words a minute</source>
        <translation> کلمه در دقیقه</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Narrator&apos;s volume</source>
        <translation>بلندی صدای راوی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute the narrator (the captions stay)</source>
        <translation>بی‌صدا کردن راوی (زیرنویس می‌ماند)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>سرعت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>بلندی صدا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night sound: a quiet hush that hides the rustle of hands</source>
        <translation>صدای شب: زمزمه‌ای آرام که خش‌خش دست‌ها را می‌پوشاند</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>Night sound volume</source>
        <translation>بلندی صدای شب</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> ث</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause per seat called</source>
        <translation>مکث پس از اعلام هر صندلی</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phones</source>
        <translation>گوشی‌ها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The network the players&apos; phones join the laptop on: the room&apos;s Wi-Fi or the laptop&apos;s hotspot.</source>
        <translation>شبکه‌ای که گوشی‌های بازیکنان از طریق آن به لپ‌تاپ وصل می‌شوند: وای‌فای سالن یا هات‌اسپات لپ‌تاپ.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The clearest installed</source>
        <translation>واضح‌ترینِ نصب‌شده</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode.py" line="+51"/>
        <source>Cards, narrator and screens</source>
        <extracomment>the deal&apos;s way, the timed calls or the second screen changed (the model has it already) the narrator was turned on or off, or speaks another language</extracomment>
        <translation>کارت‌ها، راوی و صفحه‌ها</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How players learn their cards</source>
        <translation>بازیکنان چطور کارتشان را می‌بینند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The app deals</source>
        <translation>برنامه پخش می‌کند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical or printed cards</source>
        <translation>کارت واقعی یا چاپی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The app deals and prints fold-over cards</source>
        <translation>برنامه پخش می‌کند و کارت تاشو چاپ می‌کند</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players may use their own phones</source>
        <translation>بازیکنان می‌توانند با گوشی خودشان بازی کنند</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Narrator, with captions</source>
        <translation>راوی، با زیرنویس</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Narrator&apos;s language</source>
        <translation>زبان راوی</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No one at the keys: each role</source>
        <translation>کسی پشت صفحه‌کلید نیست: برای هر نقش</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="+146"/>
        <source> s</source>
        <translation> ث</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the table on another screen</source>
        <translation>نمایش میز روی صفحهٔ دیگر</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The laptop goes round once: each player holds to see their card, then it comes back to the host.</source>
        <translation>لپ‌تاپ یک دور می‌چرخد: هر بازیکن نگه می‌دارد تا کارتش را ببیند، بعد لپ‌تاپ به گرداننده برمی‌گردد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each player holds to see their card on the laptop.</source>
        <translation>هر بازیکن روی لپ‌تاپ نگه می‌دارد تا کارتش را ببیند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host deals a real or printed deck, then taps each seat and its card.</source>
        <translation>گرداننده یک دستهٔ کارت واقعی یا چاپی پخش می‌کند، بعد روی هر صندلی و کارتش می‌زند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player enters theirs on the laptop.</source>
        <translation>هر بازیکن کارت خودش را روی لپ‌تاپ وارد می‌کند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold each card and hand it to the player named on it; the game starts at once.</source>
        <translation>هر کارت را تا کنید و به بازیکنی بدهید که نامش رویش است؛ بازی بلافاصله شروع می‌شود.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a referee only: nobody else may print every card.</source>
        <translation>فقط با گرداننده: هیچ‌کس دیگری نباید همهٔ کارت‌ها را چاپ کند.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Phones join by a QR code shown at the deal, on the same Wi-Fi or the laptop&apos;s hotspot; nothing to install. Players without one play on the laptop.</source>
        <translation>گوشی‌ها با کد QR که هنگام پخش نشان داده می‌شود، روی همان وای‌فای یا هات‌اسپات لپ‌تاپ وصل می‌شوند؛ نصب چیزی لازم نیست. بازیکنانِ بی‌گوشی روی لپ‌تاپ بازی می‌کنند.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only when the app deals: each player&apos;s code is shown beside their card.</source>
        <translation>فقط وقتی برنامه پخش می‌کند: کد هر بازیکن کنار کارتش نشان داده می‌شود.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode_choice.py" line="+35"/>
        <source>A referee at the laptop</source>
        <translation>یک گرداننده پشت لپ‌تاپ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of you runs the game at the console and does not play.</source>
        <translation>یکی از شما بازی را از پشت کنسول می‌گرداند و بازی نمی‌کند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the laptop round</source>
        <translation>لپ‌تاپ دست‌به‌دست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: at night each player, alone with it, makes a choice.</source>
        <translation>همه بازی می‌کنند: شب، هر بازیکن تنها با لپ‌تاپ انتخابش را می‌کند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop in the middle</source>
        <translation>لپ‌تاپ وسط میز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: each role wakes in turn to use it while the others sleep.</source>
        <translation>همه بازی می‌کنند: هر نقش به نوبت بیدار می‌شود و وقتی بقیه خواب‌اند، با لپ‌تاپ کار می‌کند.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>How will you play?</source>
        <extracomment>the group chose a mode (the model has it already)</extracomment>
        <translation>چطور بازی می‌کنید؟</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/players.py" line="+75"/>
        <source>Players, in seat order</source>
        <extracomment>the group changed the roster (the model has it already)</extracomment>
        <translation>بازیکنان، به ترتیب صندلی</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name of a new player</source>
        <extracomment>the players of past games, most recent first (offered as a name is typed)</extracomment>
        <translation>نام بازیکن جدید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New player&apos;s name</source>
        <translation>نام بازیکن جدید</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add</source>
        <translation>افزودن</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Players in seat order</source>
        <translation>بازیکنان به ترتیب صندلی</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move up</source>
        <translation>بالا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>پایین</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>تغییر نام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>حذف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the seats</source>
        <translation>قرعه‌کشی صندلی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the draw</source>
        <translation>لغو قرعه‌کشی</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seat the players at random (a tournament round)</source>
        <translation>نشاندن تصادفی بازیکنان (یک دور تورنمنت)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seats were drawn at random.</source>
        <translation>صندلی‌ها با قرعه تعیین شدند.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="+179"/>
        <source>problem</source>
        <translation>مشکل</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="-140"/>
        <source>Club or table</source>
        <translation>باشگاه یا میز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee</source>
        <translation>گرداننده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series (an evening, a season)</source>
        <translation>سری (یک شب، یک فصل)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Club game</source>
        <translation>بازی باشگاهی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>تورنمنت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>فینال</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: this can have at most %2 characters.</source>
        <translation>%1: این بخش حداکثر %2 نویسه می‌تواند داشته باشد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain line breaks or tabs.</source>
        <translation>%1: این بخش نمی‌تواند شکست خط یا تب داشته باشد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain invisible or text-direction characters.</source>
        <translation>%1: این بخش نمی‌تواند نویسه‌های نامرئی یا نویسه‌های جهت متن داشته باشد.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Protocol and series</source>
        <extracomment>a text or the game&apos;s number changed (the model has it already)</extracomment>
        <translation>برگهٔ مسابقه و سری</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the protocol and series</source>
        <translation>نمایش برگهٔ مسابقه و سری</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+3"/>
        <source>Game number in the evening</source>
        <translation>شمارهٔ بازیِ امشب</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Game type</source>
        <translation>نوع بازی</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Tournament game: round %1, table %2</source>
        <translation>بازی تورنمنت: دور %1، میز %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Date: %1</source>
        <translation>تاریخ: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="-97"/>
        <source>Rules</source>
        <extracomment>the rules changed (the model has them already); True when it is a choice to remember *Roles…*: the group&apos;s own roles are to be edited</extracomment>
        <translation>قوانین</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rule set</source>
        <translation>مجموعه‌قانون</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show the house rules</source>
        <translation>نمایش قوانین خانگی</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Roles in play</source>
        <translation>نقش‌های بازی</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Roles…</source>
        <translation>نقش‌ها…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roles of your own</source>
        <translation>نقش‌های خودتان</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No score kept</source>
        <translation>بدون امتیاز</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points of their own</source>
        <translation>امتیازدهی سفارشی</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no limit</source>
        <translation>بدون محدودیت</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Back to the preset</source>
        <translation>بازگشت به پیش‌فرض</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Changed from the preset</source>
        <translation>تغییر یافته نسبت به پیش‌فرض</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>The deal</source>
        <extracomment>the deal changed (the model has it already)</extracomment>
        <translation>پخش نقش</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Recommended deal</source>
        <translation>پخش نقش پیشنهادی</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/screen.py" line="+109"/>
        <source>New game</source>
        <extracomment>the group pressed Start: the new game&apos;s record Back / Esc Start with physical cards: the players enter theirs first (a PendingGame) the deal, the names or the narrator changed (the narrator&apos;s lines can be rendered ahead) *Roles…* (in the house rules): the group&apos;s own roles are to be edited; once they are saved, :meth:`roles_changed` offers them</extracomment>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Seats: drag to reorder, or Alt+arrow keys</source>
        <translation>صندلی‌ها: برای جابه‌جایی بکشید، یا Alt و کلیدهای جهت‌نما</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Back</source>
        <translation>بازگشت</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start the game</source>
        <translation>شروع بازی</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>First choose how you will play, at the top.</source>
        <translation>اول در بالای صفحه انتخاب کنید چطور بازی می‌کنید.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>These rules are for exactly %1 players; there are %2.</source>
        <translation>این قوانین برای دقیقاً %1 بازیکن است؛ الان %2 نفرند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules are for %1 to %2 players; there are %3.</source>
        <translation>این قوانین برای %1 تا %2 بازیکن است؛ الان %3 نفرند.</translation>
    </message>
</context>
<context>
    <name>Single</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/app.py" line="+160"/>
        <source>Start anyway</source>
        <translation>در هر حال شروع کن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open read-only</source>
        <translation>باز کردن فقط‌خواندنی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose another folder…</source>
        <translation>انتخاب پوشهٔ دیگر…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A folder for this run&apos;s games and settings</source>
        <translation>پوشه‌ای برای بازی‌ها و تنظیمات این اجرا</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Read-only: nothing you play is saved. To keep a game, save a copy of it elsewhere (Game, Save a copy as…, Ctrl+Shift+S).</source>
        <translation>فقط‌خواندنی: هیچ‌چیز از بازی‌هایتان ذخیره نمی‌شود. برای نگه داشتن یک بازی، یک نسخه از آن را جای دیگری ذخیره کنید (بازی، ذخیرهٔ یک نسخه با نام…، Ctrl+Shift+S).</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/single.py" line="+309"/>
        <source>process %1</source>
        <extracomment>what the user may choose when the lock cannot be had (see LockProblem.offers)</extracomment>
        <translation>فرایند %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its lock file: %1</source>
        <translation>فایل قفل آن: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mafia Desktop is already running with this data folder (process %1) but does not answer. Close it, or end that process, then start again.</source>
        <translation>Mafia Desktop از قبل با این پوشهٔ داده در حال اجراست (فرایند %1) اما پاسخ نمی‌دهد. آن را ببندید یا آن فرایند را پایان دهید، سپس دوباره شروع کنید.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mafia Desktop is already running with this data folder (process %1), but this launch cannot reach its window: there is no folder only you can use for the two to talk through (XDG_RUNTIME_DIR is not set or not private, and no private folder can be made in %2). Switch to that window yourself, or close it and start again.</source>
        <translation>Mafia Desktop از قبل با این پوشهٔ داده در حال اجراست (فرایند %1)، اما این اجرا نمی‌تواند به پنجرهٔ آن برسد: پوشه‌ای که فقط شما به آن دسترسی داشته باشید و این دو از طریقش با هم ارتباط بگیرند وجود ندارد (XDG_RUNTIME_DIR تنظیم نشده یا خصوصی نیست، و در %2 هم نمی‌شود پوشهٔ خصوصی ساخت). خودتان به آن پنجره بروید، یا آن را ببندید و دوباره شروع کنید.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The lock file %1 cannot be written: %2.</source>
        <translation>فایل قفل %1 نوشته نمی‌شود: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2, which is no longer running: the app that made it stopped without removing it.</source>
        <translation>فایل قفل %1 به %2 اشاره می‌کند که دیگر در حال اجرا نیست: برنامه‌ای که آن را ساخته بود، بدون پاک کردنش بسته شده است.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 names %2, which is not Mafia Desktop: the app that made it probably stopped without removing it.</source>
        <translation>فایل قفل %1 به %2 اشاره می‌کند که Mafia Desktop نیست: برنامه‌ای که آن را ساخته بود احتمالاً بدون پاک کردنش بسته شده است.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 cannot be read, so this launch cannot tell whether another Mafia Desktop uses this data folder.</source>
        <translation>فایل قفل %1 خوانده نمی‌شود، پس این اجرا نمی‌تواند بفهمد Mafia Desktop دیگری از این پوشهٔ داده استفاده می‌کند یا نه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 was made on another computer (%2), which may still be using this data folder.</source>
        <translation>فایل قفل %1 روی رایانهٔ دیگری (%2) ساخته شده که ممکن است هنوز از این پوشهٔ داده استفاده کند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The lock file %1 names %2, which still runs; this system cannot tell whether it is Mafia Desktop.</source>
        <translation>فایل قفل %1 به %2 اشاره می‌کند که هنوز در حال اجراست؛ این سیستم نمی‌تواند بفهمد Mafia Desktop است یا نه.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2; this system cannot tell whether it still runs or whether it is Mafia Desktop.</source>
        <translation>فایل قفل %1 به %2 اشاره می‌کند؛ این سیستم نمی‌تواند بفهمد هنوز در حال اجراست یا نه، و Mafia Desktop است یا نه.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing can be written in the data folder %1: %2.</source>
        <translation>در پوشهٔ دادهٔ %1 چیزی نوشته نمی‌شود: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You may open the app read-only (nothing you play is saved), or choose another folder for this run&apos;s games and settings.</source>
        <translation>می‌توانید برنامه را فقط‌خواندنی باز کنید (هیچ‌چیز از بازی‌ها ذخیره نمی‌شود)، یا برای بازی‌ها و تنظیمات این اجرا پوشهٔ دیگری انتخاب کنید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games cannot be saved there either until this is mended: you may start anyway and play on, or choose another folder for this run&apos;s games and settings.</source>
        <translation>تا این مشکل رفع نشود، بازی‌ها آنجا هم ذخیره نمی‌شوند: می‌توانید در هر حال شروع کنید و بازی کنید، یا برای بازی‌ها و تنظیمات این اجرا پوشهٔ دیگری انتخاب کنید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If Mafia Desktop is not running there, start anyway.</source>
        <translation>اگر Mafia Desktop آنجا در حال اجرا نیست، در هر حال شروع کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If no other Mafia Desktop window is open, start anyway.</source>
        <translation>اگر پنجرهٔ دیگری از Mafia Desktop باز نیست، در هر حال شروع کنید.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../../mafia_desktop/narration/speech.py" line="+39"/>
        <source>No speech engine could start ({reason}). The narrator shows its lines as captions, with the chimes. On Linux, speech needs Festival or espeak-ng: install them (for example: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) and start the app again.</source>
        <translation>هیچ موتور گفتاری راه نیفتاد ({reason}). راوی جمله‌هایش را به‌صورت زیرنویس، همراه با صدای زنگ، نشان می‌دهد. در لینوکس، گفتار به Festival یا espeak-ng نیاز دارد: آن‌ها را نصب کنید (برای نمونه: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) و برنامه را دوباره اجرا کنید.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../../mafia_desktop/storage/games.py" line="+38"/>
        <source>Could not save {path}: {reason}.</source>
        <translation>ذخیرهٔ {path} ممکن نشد: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: {reason}.</source>
        <translation>خواندن {path} ممکن نشد: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not open {path}: {problem}.</source>
        <translation>باز کردن {path} ممکن نشد: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a game record this app can open: {reason}</source>
        <translation>{file} فایل بازی‌ای نیست که این برنامه بتواند باز کند: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is missing</source>
        <translation>{file} وجود ندارد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{problem} It was kept aside as {aside}.</source>
        <translation>{problem} این فایل با نام {aside} کنار گذاشته شد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: it is not a regular file (a folder, a pipe or a device).</source>
        <translation>خواندن {path} ممکن نشد: این یک فایل معمولی نیست (پوشه، لوله یا دستگاه است).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save {path}: it is a folder, not a file.</source>
        <extracomment>why a file cannot be written where it was asked: something other than a file is there</extracomment>
        <translation>ذخیرهٔ {path} ممکن نشد: این یک پوشه است، نه فایل.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save {path}: it is a device, not a file; nothing was written to it.</source>
        <translation>ذخیرهٔ {path} ممکن نشد: این یک دستگاه است، نه فایل؛ چیزی در آن نوشته نشد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a pipe (FIFO), not a file; nothing was written to it.</source>
        <translation>ذخیرهٔ {path} ممکن نشد: این یک لوله (FIFO) است، نه فایل؛ چیزی در آن نوشته نشد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a socket, not a file; nothing was written to it.</source>
        <translation>ذخیرهٔ {path} ممکن نشد: این یک سوکت است، نه فایل؛ چیزی در آن نوشته نشد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous good copy of {file} was opened instead (inputs in it: {count}).</source>
        <translation>به جای آن، نسخهٔ سالم قبلیِ {file} باز شد (ورودی‌های آن: {count}).</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>{what} (free some space on that disk)</source>
        <extracomment>the game the record replays to (read replays it once: the table need not again)</extracomment>
        <translation>{what} (کمی فضا روی آن دیسک آزاد کنید)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (free some space: the disk quota is full)</source>
        <translation>{what} (کمی فضا آزاد کنید: سهمیهٔ دیسک پر است)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (the disk is read-only: save a copy elsewhere)</source>
        <translation>{what} (دیسک فقط‌خواندنی است: یک نسخه جای دیگری ذخیره کنید)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>{what} (check the folder&apos;s permissions, or save a copy elsewhere)</source>
        <translation>{what} (مجوزهای پوشه را بررسی کنید، یا یک نسخه جای دیگری ذخیره کنید)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} ({file} is a file where a folder should be)</source>
        <translation>{what} ({file} فایلی است در جایی که باید پوشه باشد)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (part of the path is a file where a folder should be)</source>
        <translation>{what} (بخشی از مسیر، فایلی است در جایی که باید پوشه باشد)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/phones.py" line="+72"/>
        <source>No phones were paired for this game.</source>
        <extracomment>The versions read: 1 had no ``port``.</extracomment>
        <translation>برای این بازی گوشی‌ای وصل نشده بود.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones paired for another game are no longer paired: pair them again for this one.</source>
        <translation>گوشی‌هایی که برای بازی دیگری وصل شده بودند دیگر وصل نیستند: برای این بازی دوباره وصلشان کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a list of paired phones this app can read ({reason}): pair the phones again.</source>
        <translation>{file} فهرست گوشی‌های وصل‌شده‌ای نیست که این برنامه بتواند بخواند ({reason}): گوشی‌ها را دوباره وصل کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} was written by another version of the app: pair the phones again.</source>
        <translation>{file} را نسخهٔ دیگری از برنامه نوشته است: گوشی‌ها را دوباره وصل کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a link, not a file of this app&apos;s: it was not followed; pair the phones again.</source>
        <translation>{file} یک پیوند است، نه فایلی از این برنامه: دنبال نشد؛ گوشی‌ها را دوباره وصل کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could be read by another account, so its keys are no longer secret: pair the phones again.</source>
        <translation>{file} ممکن است توسط حساب کاربری دیگری خوانده شده باشد، پس کلیدهایش دیگر محرمانه نیستند: گوشی‌ها را دوباره وصل کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{problem} Pair the phones again.</source>
        <translation>{problem} گوشی‌ها را دوباره وصل کنید.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/series.py" line="+113"/>
        <source>The series database {path} cannot be used: {reason}.</source>
        <translation>پایگاه دادهٔ سری‌ها ({path}) قابل استفاده نیست: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The series database {path} is in use by another program (another Mafia Desktop, perhaps). Close it and try again.</source>
        <translation>پایگاه دادهٔ سری‌ها ({path}) در دست برنامهٔ دیگری است (شاید Mafia Desktop دیگری). آن را ببندید و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/tournaments.py" line="+37"/>
        <source>{file} is not a tournament this app can open: {reason}</source>
        <translation>{file} تورنمنتی نیست که این برنامه بتواند باز کند: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete {path}: {reason}.</source>
        <translation>حذف {path} ممکن نشد: {reason}.</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/clocks.py" line="+58"/>
        <location line="+151"/>
        <source>Skip</source>
        <extracomment>a clock ticked (the circle&apos;s centre and the public table follow) the step&apos;s timer or the day clock ran out, or the next speaker is up: the screen renders the called list&apos;s pause at the seat called is over</extracomment>
        <translation>رد کردن</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+150"/>
        <source>Skip to the next timer</source>
        <translation>رفتن به زمان‌سنج بعدی</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+9"/>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+9"/>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the speech</source>
        <translation>پایان صحبت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End this speech: the next timer is up</source>
        <translation>پایان این صحبت: نوبت زمان‌سنج بعدی</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/narration.py" line="+106"/>
        <source>The narrator is getting ready…</source>
        <extracomment>a message for the table&apos;s flow (the list&apos;s pause or a timed call ran out, the narrator fell silent after a seat) the narrator&apos;s caption (empty: none) the time the circle&apos;s centre shows changed (the seat&apos;s pause began or stopped) (night, calls, index, the seat called) said a question is open: the list waits for the answer</extracomment>
        <translation>راوی در حال آماده شدن است…</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/panel.py" line="+113"/>
        <source>Undo</source>
        <extracomment>a step&apos;s button was pressed (its key) Undo the game is over: a new game, or home</extracomment>
        <translation>واگرد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo the last input</source>
        <translation>واگرد آخرین ورودی</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Public log</source>
        <translation>گزارش بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again</source>
        <translation>یک دست دیگر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same table, rules and roles, with a new deal</source>
        <translation>همان میز، قوانین و نقش‌ها، با پخش نقش جدید</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home</source>
        <translation>خانه</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private.py" line="+107"/>
        <source>The mafia have not chosen a victim: they wake again.</source>
        <extracomment>the private panel came up (True) or went (False) a screen of the private turn is up (the role it wakes is called, the public table follows) the private turn ended: ``to_table``, ``morning`` or ``time_up`` the private turn on the panel, and which turn it is (see flow.private_turn) the link a player&apos;s QR code carries, beside their card (a game with phones), or None</extracomment>
        <translation>مافیا قربانی‌ای انتخاب نکرده: دوباره بیدار می‌شوند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia have not chosen a victim: one more round, for everyone.</source>
        <translation>مافیا قربانی‌ای انتخاب نکرده: یک دور دیگر، برای همه.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private_host.py" line="+82"/>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="+51"/>
        <source>Waiting for the phones of: %1</source>
        <translation>منتظر گوشی این بازیکنان: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/screen.py" line="+120"/>
        <source>Narrator&apos;s caption</source>
        <extracomment>the user asked to leave the table (to the home screen) or to start a new game Play again: the same table with a new deal (the window starts it) the private panel came up (True) or went (False): no key of the table or the window acts while it shows what the public table on another screen shows now (a Board: see :mod:`.board`) asks the table a yes/no question (tests answer for the table) the referee console&apos;s own surfaces: built only when the game has a referee what the screen shows (made again from the table&apos;s state by every render)</extracomment>
        <translation>زیرنویس راوی</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>No network for the phones: join the room&apos;s Wi-Fi or start the laptop&apos;s hotspot, then pick it in Settings. Until then everyone plays on the laptop.</source>
        <extracomment>the players&apos; phones (a game that plays with them), started once the screen is up</extracomment>
        <translation>شبکه‌ای برای گوشی‌ها نیست: به وای‌فای سالن وصل شوید یا هات‌اسپات لپ‌تاپ را روشن کنید، سپس آن را در تنظیمات انتخاب کنید. تا آن موقع همه روی لپ‌تاپ بازی می‌کنند.</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Mafia Desktop — %1</source>
        <translation>Mafia Desktop — %1</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>%1 The game goes on in memory and each next move tries to save again; a copy can be saved from the Game menu.</source>
        <translation>%1 بازی در حافظه ادامه دارد و هر حرکت بعدی دوباره برای ذخیره تلاش می‌کند؛ از منوی «بازی» می‌شود یک نسخه ذخیره کرد.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>That choice is not possible now. Try again, or go to the next role.</source>
        <translation>این انتخاب الان ممکن نیست. دوباره امتحان کنید، یا به نقش بعدی بروید.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="-24"/>
        <source>Press a button first (who accuses, the vote…), then tap the players.</source>
        <translation>اول یک دکمه را بزنید (چه کسی متهم می‌کند، رأی‌گیری…)، بعد روی بازیکنان بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press a button first (who nominates, the vote…), then tap the players.</source>
        <translation>اول یک دکمه را بزنید (چه کسی نامزد می‌کند، رأی‌گیری…)، بعد روی بازیکنان بزنید.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be picked for this.</source>
        <translation>%1: این انتخاب اینجا ممکن نیست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That tap is not a shot the rules allow (one shot each, never at oneself).</source>
        <translation>این انتخاب، شلیکی نیست که قوانین اجازه بدهند (هر نفر یک شلیک، هرگز به خودش).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One hand each: %1&apos;s vote moves from %2 to %3.</source>
        <translation>هر نفر یک رأی: رأی %1 از %2 به %3 منتقل شد.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 plays on the laptop from now on.</source>
        <translation>%1 از این پس روی لپ‌تاپ بازی می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no fouls (the club&apos;s sport is off in set-up).</source>
        <translation>این قوانین خطا ثبت نمی‌کنند (امتیازدهی باشگاهی در آماده‌سازی خاموش است).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game: no foul.</source>
        <translation>%1 بیرون از بازی است: خطایی داده نمی‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game: only a living player sees their card again.</source>
        <translation>%1 بیرون از بازی است: فقط بازیکن زنده کارتش را دوباره می‌بیند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tap three players for the best move: %1 so far.</source>
        <translation>برای بهترین حرکت روی سه بازیکن بزنید: تا اینجا %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Third foul for %1: their next speech is half its time. Undo takes it back.</source>
        <translation>خطای سوم برای %1: صحبت بعدی نصف وقت است. «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Third foul for %1: they lose today&apos;s speech. Undo takes it back.</source>
        <translation>خطای سوم برای %1: صحبت امروز از دست می‌رود. «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Third foul for %1: their next speech is lost. Undo takes it back.</source>
        <translation>خطای سوم برای %1: صحبت بعدی از دست می‌رود. «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fourth foul for %1: they leave the game. Undo takes it back.</source>
        <translation>خطای چهارم برای %1: از بازی بیرون می‌رود. «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul %2 of 4 for %1. Undo takes it back.</source>
        <translation>خطای %2 از ۴ برای %1. «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That act of the referee cannot be made now.</source>
        <translation>این تصمیم گرداننده الان ممکن نیست.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game already.</source>
        <translation>%1 از قبل بیرون از بازی است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A removal needs the reason, at most %1 characters.</source>
        <translation>اخراج به دلیل نیاز دارد، حداکثر %1 نویسه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooting order names one to three different players.</source>
        <translation>ترتیب شلیک، یک تا سه بازیکن متفاوت را نام می‌برد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooting order is noted: %1. Undo takes it back.</source>
        <translation>ترتیب شلیک ثبت شد: %1. «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Technical foul %2 of %3 for %1: they leave the game. Undo takes it back.</source>
        <translation>خطای فنی %2 از %3 برای %1: از بازی بیرون می‌رود. «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Technical foul %2 of %3 for %1. Undo takes it back.</source>
        <translation>خطای فنی %2 از %3 برای %1. «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is removed from the game. Undo takes it back.</source>
        <translation>%1 از بازی اخراج شد. «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has given up the game. Undo takes it back.</source>
        <translation>%1 تسلیم شد. «واگرد» آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not heard yet: %1. Vote now all the same?</source>
        <translation>هنوز صحبت نکرده‌اند: %1. با این حال رأی‌گیری شود؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not heard yet: %1. End the day all the same?</source>
        <translation>هنوز صحبت نکرده‌اند: %1. با این حال روز تمام شود؟</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %1 from the game? They leave at once, without last words.</source>
        <translation>%1 از بازی اخراج شود؟ بلافاصله و بدون حرف آخر بیرون می‌رود.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does %1 give up the game? They leave at once, without last words.</source>
        <translation>%1 تسلیم می‌شود؟ بلافاصله و بدون حرف آخر بیرون می‌رود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up: a random living player will die. Go ahead?</source>
        <translation>وقت تمام شد: یک بازیکن زندهٔ تصادفی می‌میرد. ادامه می‌دهید؟</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start this night again? Every choice made tonight is taken back, and the turns start again from the first player.</source>
        <translation>این شب از نو شروع شود؟ همهٔ انتخاب‌های امشب برگردانده می‌شوند و نوبت‌ها دوباره از بازیکن اول شروع می‌شوند.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go back to the day before this night? Every choice made that night is taken back: tell the table, and play the night again.</source>
        <translation>به روزِ پیش از این شب برگردیم؟ همهٔ انتخاب‌های آن شب برگردانده می‌شوند: به بازیکنان بگویید و شب را دوباره بازی کنید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the last night choice</source>
        <translation>آخرین انتخاب شب</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1? That ended the day: this night is taken back, and the day goes on.</source>
        <translation>واگرد %1؟ این کار روز را تمام کرده بود: این شب برگردانده می‌شود و روز ادامه پیدا می‌کند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1?</source>
        <translation>واگرد %1؟</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{by} accusing {target}</source>
        <translation>اتهام {by} به {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominating {target}</source>
        <translation>نامزد کردن {target} توسط {by}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by}&apos;s second</source>
        <translation>پشتیبانیِ {by} از اتهام</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the tally of the votes</source>
        <translation>شمارش آرا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the end of the day</source>
        <translation>پایان روز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the morning</source>
        <translation>صبح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last input</source>
        <translation>آخرین ورودی</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-97"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-409"/>
        <source>Mafia, wake up: tap the victim they choose.</source>
        <translation>مافیا بیدار شود: روی قربانی‌ای که انتخاب می‌کنند بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia: whom do you shoot tonight? You shoot alone; Nobody is a choice too.</source>
        <translation>مافیا: امشب به چه کسی شلیک می‌کنید؟ شما جداگانه شلیک می‌کنید؛ «هیچ‌کس» هم یک انتخاب است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} shot at {target}</source>
        <translation>{by}: شلیک به {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia: whom do the mafia kill tonight? Your choice replaces the one before.</source>
        <translation>مافیا: امشب مافیا چه کسی را می‌کشد؟ انتخاب شما جای انتخاب قبلی را می‌گیرد.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+16"/>
        <source>{title}, wake up: tap the player they point at.</source>
        <translation>{title} بیدار شود: روی بازیکنی که نشان می‌دهد بزنید.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{title}: whom do you ask about tonight?</source>
        <translation>{title}: امشب از چه کسی استعلام می‌گیرید؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} checked {target}: {result}</source>
        <translation>{by}: استعلام از {target} — {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+900"/>
        <source>mafia</source>
        <translation>مافیا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not mafia</source>
        <translation>مافیا نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is mafia.</source>
        <translation>{target} مافیا است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not mafia.</source>
        <translation>{target} مافیا نیست.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}: who do you think is the {finds}?</source>
        <translation>{title}: به نظر شما چه کسی {finds} است؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} looked for the {title} at {target}: {result}</source>
        <translation>{by} دنبال {title} گشت، در {target}: {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>found</source>
        <translation>پیدا شد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not there</source>
        <translation>نبود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is the {title}.</source>
        <translation>{target} {title} است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not the {title}.</source>
        <translation>{target} {title} نیست.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they protect.</source>
        <translation>{title} بیدار شود: روی بازیکنی که نجات می‌دهد بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you protect tonight?</source>
        <translation>{title}: امشب چه کسی را نجات می‌دهید؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} protected {target}</source>
        <translation>{by}: نجات {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they kill.</source>
        <translation>{title} بیدار شود: روی بازیکنی که می‌کشد بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you kill tonight? You kill alone; Nobody is a choice too.</source>
        <translation>{title}: امشب چه کسی را می‌کشید؟ شما تنها می‌کشید؛ «هیچ‌کس» هم یک انتخاب است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} stabbed {target}</source>
        <translation>{by}: حمله به {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they spend the night with.</source>
        <translation>{title} بیدار شود: روی بازیکنی که شب را با او می‌گذراند بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{title}: whom do you spend the night with?</source>
        <translation>{title}: شب را با چه کسی می‌گذرانید؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} spent the night with {target}</source>
        <translation>{by}: شب با {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} may not vote today</source>
        <translation>{player} امروز حق رأی ندارد</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they guard.</source>
        <translation>{title} بیدار شود: روی بازیکنی که از او محافظت می‌کند بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you guard tonight?</source>
        <translation>{title}: امشب از چه کسی محافظت می‌کنید؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} guarded {target}</source>
        <translation>{by}: محافظت از {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} died guarding {player}</source>
        <translation>{by} در محافظت از {player} کشته شد</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The town wins!</source>
        <translation>شهر برنده شد!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The mafia win!</source>
        <translation>مافیا برنده شد!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-9"/>
        <source>The {role} wins!</source>
        <extracomment>Names the app has given, or will give, to acts, events, roles and calls (issue 47&apos;s record contract): a pack role never takes one, so a record stays readable by later versions. Every refusal&apos;s code; the Qt layer words each (``mafia_desktop.ui.dialogs.roles_editor``). A lone side&apos;s words, by key of :class:`~.kinds.Team` (``{role}``: the role&apos;s name in the language spoken); English sources of the catalogue, in the contexts ``kinds.WORD_CONTEXTS`` says.</extracomment>
        <translation>{role} برنده شد!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-350"/>
        <source>The Maniac wins!</source>
        <translation>قاتل برنده شد!</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{title}, wake up: tap the player they block.</source>
        <translation>{title} بیدار شود: روی بازیکنی که خنثی می‌کند بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you block tonight? Whatever they do tonight will not count.</source>
        <translation>{title}: امشب توانایی چه کسی را خنثی می‌کنید؟ هر کاری او امشب بکند، حساب نمی‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} blocked {target}</source>
        <translation>{by}: خنثی‌سازی {target}</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The Jester wins!</source>
        <translation>دلقک برنده شد!</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>{title}, wake up: tap the player they fire at.</source>
        <translation>{title} بیدار شود: روی بازیکنی که به او شلیک می‌کند بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you fire at tonight? Once a game, instead of your check.</source>
        <translation>{title}: امشب به چه کسی شلیک می‌کنید؟ یک بار در بازی، به جای استعلام.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} fired at {target}</source>
        <translation>{by}: شلیک به {target}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{title}, wake up: tap the two players they compare.</source>
        <translation>{title} بیدار شود: روی دو بازیکنی که مقایسه می‌کند بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: which two players do you compare tonight?</source>
        <translation>{title}: امشب کدام دو بازیکن را مقایسه می‌کنید؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} compared {target}: {result}</source>
        <translation>{by}: مقایسهٔ {target} — {result}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one side</source>
        <translation>هم‌تیم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>different sides</source>
        <translation>تیم‌های متفاوت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on one side.</source>
        <translation>{target} و {second} در یک تیم بازی می‌کنند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on different sides.</source>
        <translation>{target} و {second} در تیم‌های متفاوت بازی می‌کنند.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-1160"/>
        <source>Classic</source>
        <translation>کلاسیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth group</source>
        <translation>گروه جوانان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>باشگاهی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>فرشته</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zero night</source>
        <translation>شب صفر</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>András Kuba&apos;s rules, 1997</source>
        <translation>قوانین آندراش کوبا، ۱۹۹۷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A youth-group game with playing cards</source>
        <translation>بازی گروه جوانان با کارت بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian club rules, ten numbered seats</source>
        <translation>قوانین باشگاه‌های روسی، ده صندلیِ شماره‌دار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Princeton rules, with the Angel</source>
        <translation>قوانین پرینستون، با فرشته</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>nobody</source>
        <extracomment>FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: what they enclose takes its direction from its own first letter and leaves the sentence&apos;s order around it alone (Unicode&apos;s bidi algorithm)</extracomment>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} and {last}</source>
        <translation>{first} و {last}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game over</source>
        <translation>بازی تمام شد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meeting night</source>
        <translation>شب معارفه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night {n}</source>
        <translation>شب {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>روز {n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>charge {who}</source>
        <translation>طرح اتهام به {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execute {who}</source>
        <translation>اعدام {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convict {who}</source>
        <translation>محکومیت {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jail {who}</source>
        <translation>زندانی کردن {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>should {who} all leave?</source>
        <translation>آیا همه ({who}) بیرون بروند؟</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The mafia meet, then the {title} meets the host. No one is killed tonight.</source>
        <translation>مافیا با هم آشنا می‌شوند، سپس {title} با گرداننده آشنا می‌شود. امشب کسی کشته نمی‌شود.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mafia open their eyes and meet. No one is killed tonight.</source>
        <translation>مافیا چشم باز می‌کنند و با هم آشنا می‌شوند. امشب کسی کشته نمی‌شود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The town sleeps.</source>
        <translation>شهر خواب است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Talk: there is no vote on the first day.</source>
        <translation>گفتگو: در روز اول رأی‌گیری نیست.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion and accusations.</source>
        <translation>گفتگو و اتهام‌ها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{accuser} accuses {suspect}. Is there a second?</source>
        <translation>{accuser} متهم می‌کند: {suspect}. کسی پشتیبانی می‌کند؟</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to charge {who}</source>
        <translation>رأی‌گیری برای طرح اتهام به {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words, then the vote to execute {who}</source>
        <translation>حرف آخر، سپس رأی‌گیری برای اعدام {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the vote to convict {who}</source>
        <translation>دفاعیه، سپس رأی‌گیری برای محکومیت {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the revote to jail {who}</source>
        <translation>دفاعیه، سپس رأی‌گیری دوباره برای زندانی کردن {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Should {who} all leave?</source>
        <translation>آیا همه ({who}) بیرون بروند؟</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{question} {needed}.</source>
        <translation>{question} {needed}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Speeches and nominations. Nominated: {who}.</source>
        <translation>صحبت‌ها و نامزد کردن. نامزدها: {who}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speeches and nominations.</source>
        <translation>صحبت‌ها و نامزد کردن.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion, then every hand votes once.</source>
        <translation>گفتگو، سپس هر نفر یک بار رأی می‌دهد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie: {who} defend, then the vote again.</source>
        <translation>تساوی: {who} دفاع می‌کنند، سپس رأی‌گیری دوباره.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Tap the player who nominates.</source>
        <translation>روی بازیکنی که نامزد می‌کند بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they nominate.</source>
        <translation>{actor} نامزد می‌کند: روی بازیکنِ نامزدشده بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who accuses.</source>
        <translation>روی بازیکنی که متهم می‌کند بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they accuse.</source>
        <translation>{actor} متهم می‌کند: روی بازیکنِ متهم بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who seconds.</source>
        <translation>روی بازیکنی که از اتهام پشتیبانی می‌کند بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes someone with them: tap whom they name, or Nobody if they spare everyone.</source>
        <translation>{player} کسی را با خود می‌برد: روی کسی که نام می‌برد بزنید، یا اگر از همه بگذرد «هیچ‌کس».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap the player who shows the Mayor&apos;s card: the app checks it, and says if it is not.</source>
        <translation>روی بازیکنی که کارت شهردار را نشان می‌دهد بزنید: برنامه آن را بررسی می‌کند و اگر کارت شهردار نباشد، می‌گوید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap every raised hand, then count.</source>
        <translation>روی هر دستِ بالا بزنید، سپس بشمارید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player being voted on.</source>
        <translation>روی بازیکنی که به او رأی گرفته می‌شود بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s best move: tap the three players they name ({count} of 3).</source>
        <translation>بهترین حرکت {name}: روی سه بازیکنی که نام می‌برد بزنید ({count} از ۳).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands for {candidate}: tap each raised hand.</source>
        <translation>دست‌ها برای {candidate}: روی هر دستِ بالا بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the meeting happen, then call the morning.</source>
        <translation>بگذارید آشنایی انجام شود، سپس صبح را اعلام کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone has been called. Call the morning.</source>
        <translation>همه صدا زده شده‌اند. صبح را اعلام کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under these rules the mafia must choose a victim: go back to the mafia.</source>
        <translation>طبق این قوانین مافیا باید قربانی انتخاب کند: به مافیا برگردید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mafia, eyes shut: read each seat out and tap every player who signs at it.</source>
        <translation>مافیا، چشم‌ها بسته: صندلی‌ها را یکی‌یکی بخوانید و روی هر بازیکنی که با آن علامت می‌دهد بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mafia, eyes shut: tap every player who signs at the seat called. The list moves on.</source>
        <translation>مافیا، چشم‌ها بسته: روی هر بازیکنی که با اعلام صندلی علامت می‌دهد بزنید. فهرست خودش جلو می‌رود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is paused. Tap every player who signs at the seat called.</source>
        <translation>فهرست متوقف است. روی هر بازیکنی که با اعلام صندلی علامت می‌دهد بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is called to its end and nobody signed: no shot. Go on, or call it again.</source>
        <translation>فهرست تا آخر خوانده شد و کسی علامت نداد: شلیکی نیست. ادامه دهید، یا دوباره بخوانید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {seat} — {name}</source>
        <translation>صندلی {seat} — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the list</source>
        <translation>پایان فهرست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The checking role wakes: tap the player they point at.</source>
        <translation>نقش استعلامی بیدار می‌شود: روی بازیکنی که نشان می‌دهد بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don wakes: tap the player he points at.</source>
        <translation>پدرخوانده بیدار می‌شود: روی بازیکنی که نشان می‌دهد بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The protector wakes: tap the player they protect.</source>
        <translation>نجات‌دهنده بیدار می‌شود: روی بازیکنی که نجات می‌دهد بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold the button to see the answer; then call the next role.</source>
        <translation>دکمه را نگه دارید تا جواب را ببینید؛ سپس نقش بعدی را صدا بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last words are said, night falls.</source>
        <translation>وقتی حرف آخر زده شد، شب فرا می‌رسد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone sees who went out and their card; then night falls.</source>
        <translation>همه می‌بینند چه کسی بیرون رفت و کارتش چه بود؛ سپس شب فرا می‌رسد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone sees who went out; then night falls.</source>
        <translation>همه می‌بینند چه کسی بیرون رفت؛ سپس شب فرا می‌رسد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose card? Tap the seat of the player who wants to see their card again.</source>
        <translation>کارتِ چه کسی؟ روی صندلی بازیکنی بزنید که می‌خواهد کارتش را دوباره ببیند.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{title}, wake up: press what they do tonight, then tap the player.</source>
        <translation>{title} بیدار شود: بزنید امشب چه می‌کند، سپس روی بازیکن بزنید.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marked: {names}. Tap the next player they name.</source>
        <translation>علامت‌خورده: {names}. روی بازیکن بعدی که نام می‌برد بزنید.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{first} or {last}</source>
        <translation>{first} یا {last}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{act} (once a game)</source>
        <translation>{act} (یک بار در بازی)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{act} ({count} times a game)</source>
        <translation>{act} ({count} بار در بازی)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+331"/>
        <source>no answer</source>
        <translation>بی‌پاسخ</translation>
    </message>
    <message>
        <location line="-324"/>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See a card again</source>
        <translation>دیدن دوبارهٔ کارت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominate</source>
        <translation>نامزد کردن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuse</source>
        <translation>متهم کردن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second</source>
        <translation>پشتیبانی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayor&apos;s card</source>
        <translation>کارت شهردار</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+690"/>
        <source>Nobody</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location line="-689"/>
        <source>Vote</source>
        <translation>رأی‌گیری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the day</source>
        <translation>پایان روز</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>Night falls</source>
        <translation>اعلام شب</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Time is up: fate picks</source>
        <translation>وقت تمام شد: قرعه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next candidate</source>
        <translation>نامزد بعدی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous candidate</source>
        <translation>نامزد قبلی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another candidate</source>
        <translation>نامزد دیگر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count the votes</source>
        <translation>شمارش آرا</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+682"/>
        <source>Morning</source>
        <translation>اعلام صبح</translation>
    </message>
    <message>
        <location line="-681"/>
        <source>Next seat</source>
        <translation>صندلی بعدی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seat: done</source>
        <translation>آخرین صندلی: تمام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the list</source>
        <translation>شروع فهرست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause the list</source>
        <translation>توقف فهرست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the list</source>
        <translation>ادامهٔ فهرست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call this seat again</source>
        <translation>اعلام دوبارهٔ این صندلی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back one seat</source>
        <translation>یک صندلی عقب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shot: go on</source>
        <translation>شلیکی نیست: ادامه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the list again</source>
        <translation>خواندن دوبارهٔ فهرست</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Next role</source>
        <translation>نقش بعدی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next player of this role</source>
        <translation>بازیکن بعدیِ این نقش</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night falls: pass the laptop</source>
        <translation>شب: لپ‌تاپ را دست‌به‌دست کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>بازگشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best move: {name}</source>
        <translation>بهترین حرکت: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra points…</source>
        <translation>امتیاز اضافه…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the best move ({count} of 3)</source>
        <translation>ثبت بهترین حرکت ({count} از ۳)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{by} accuses {target}</source>
        <translation>{by} متهم می‌کند: {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominates {target}</source>
        <translation>{by} نامزد می‌کند: {target}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{by} seconds the accusation of {target}</source>
        <translation>{by} از اتهامِ {target} پشتیبانی می‌کند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No second: the accusation of {target} lapses</source>
        <translation>بدون پشتیبان: اتهامِ {target} منتفی شد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passed</source>
        <translation>تصویب شد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>رد شد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Should {who} all leave? {yes} yes, {needed} needed — {result}</source>
        <translation>آیا همه ({who}) بیرون بروند؟ {yes} موافق، {needed} لازم — {result}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to {motion}: {yes} yes, {needed} needed — {result}</source>
        <translation>رأی‌گیری برای {motion}: {yes} موافق، {needed} لازم — {result}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Votes: </source>
        <translation>آرا: </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie between {who}</source>
        <translation>تساوی میان {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is cleared</source>
        <translation>{player} تبرئه شد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was killed in the night</source>
        <translation>{player} شب کشته شد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time ran out: fate picks {player}, who dies</source>
        <translation>وقت تمام شد: با قرعه، {player} می‌میرد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by a fourth foul, without last words</source>
        <translation>{player} با خطای چهارم، بدون حرف آخر، اخراج شد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by technical fouls, without last words</source>
        <translation>{player} با خطاهای فنی، بدون حرف آخر، اخراج شد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is removed by the referee, without last words</source>
        <translation>{player} توسط گرداننده، بدون حرف آخر، اخراج شد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gives up the game and leaves, without last words</source>
        <translation>{player} تسلیم شد و بدون حرف آخر بیرون رفت</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} is out by the vote</source>
        <translation>{player} با رأی بیرون رفت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s card: {role}</source>
        <translation>کارت {player}: {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No one died: {player} was saved</source>
        <translation>کسی نمرد: {player} نجات یافت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No one died: the victim was saved</source>
        <translation>کسی نمرد: قربانی نجات یافت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good morning: no one died</source>
        <translation>صبح خوب: کسی نمرد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} takes {target} with them</source>
        <translation>{by} با خود می‌برد: {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} spares everyone</source>
        <translation>{by} از همه می‌گذرد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} shows the Mayor&apos;s card: their hand counts two</source>
        <translation>{player} کارت شهردار را نشان می‌دهد: رأی او دو رأی حساب می‌شود</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} was shot by the mafia and joins them</source>
        <translation>{player} هدف شلیک مافیا بود و به مافیا می‌پیوندد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was attacked in the night and is unharmed</source>
        <translation>{player} شب مورد حمله قرار گرفت و آسیبی ندید</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player}: third foul, and the next speech is half its time</source>
        <translation>{player}: خطای سوم، و صحبت بعدی نصف وقت است</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Speeches start with {first}</source>
        <translation>صحبت‌ها با {first} شروع می‌شود</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player}: this speech is half its time (three fouls)</source>
        <translation>{player}: این صحبت نصف وقت است (سه خطا)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: technical foul {count}</source>
        <translation>{player}: خطای فنی {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One candidate on the first day ({player}): no vote, the night falls</source>
        <translation>در روز اول یک نامزد ({player}): رأی‌گیری نیست، شب فرا می‌رسد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Don&apos;s shooting order: {named}</source>
        <translation>ترتیب شلیک پدرخوانده: {named}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player}: third foul, and the next speech is lost</source>
        <translation>{player}: خطای سوم، و صحبت بعدی از دست می‌رود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: foul {count}</source>
        <translation>{player}: خطای {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses this speech (three fouls)</source>
        <translation>{player} این صحبت را از دست می‌دهد (سه خطا)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s best move: {named}</source>
        <translation>بهترین حرکت {player}: {named}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}&apos;s best move: {named} ({mafia} of them mafia)</source>
        <translation>بهترین حرکت {player}: {named} ({mafia} نفرشان مافیا)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Extra points for {player}: {points} ({reason})</source>
        <translation>امتیاز اضافه برای {player}: {points} ({reason})</translation>
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
        <translation>{by}: مافیا</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The {by}: not mafia</source>
        <translation>{by}: مافیا نیست</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {by} found the {title}</source>
        <translation>{by}: {title} پیدا شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {by}: not the {title}</source>
        <translation>{by}: {title} نیست</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who} speaks</source>
        <translation>نوبت صحبت: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Last words: {who}</source>
        <translation>حرف آخر: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence: {who}</source>
        <translation>دفاعیه: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>گفتگو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>زمان باقی‌ماندهٔ امروز</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a name cannot be empty</source>
        <translation>نام نمی‌تواند خالی باشد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name can have at most 24 characters</source>
        <translation>نام حداکثر ۲۴ نویسه می‌تواند داشته باشد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain line breaks or tabs</source>
        <translation>نام نمی‌تواند شکست خط یا تب داشته باشد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this name looks the same as another player&apos;s (ignoring case)</source>
        <translation>این نام شبیه نام بازیکن دیگری است (بدون توجه به حروف بزرگ و کوچک)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain invisible or text-direction characters (zero-width, bidi)</source>
        <translation>نام نمی‌تواند نویسه‌های نامرئی یا نویسه‌های جهت متن داشته باشد (بی‌عرض، bidi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name needs at least one letter, digit or sign that shows</source>
        <translation>نام دست‌کم به یک حرف، رقم یا نشانهٔ دیدنی نیاز دارد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat {seat} ({name}): {reason}.</source>
        <translation>صندلی {seat} ({name}): {reason}.</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Everyone has seen their card. Give the laptop back to the host.</source>
        <translation>همه کارتشان را دیدند. لپ‌تاپ را به گرداننده برگردانید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thank you. Put the laptop back where it was.</source>
        <translation>ممنون. لپ‌تاپ را سر جایش برگردانید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every role has been called: the night is over. The laptop stays in the middle.</source>
        <translation>همهٔ نقش‌ها صدا زده شدند: شب تمام شد. لپ‌تاپ وسط میز می‌ماند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The laptop&apos;s turns are over. The night waits for the phones.</source>
        <translation>نوبت‌های لپ‌تاپ تمام شد. شب منتظر گوشی‌هاست.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Put the laptop back in the middle.</source>
        <translation>همه نوبتشان را بازی کردند. لپ‌تاپ را دوباره وسط میز بگذارید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Pass the laptop back to the table.</source>
        <translation>همه نوبتشان را بازی کردند. لپ‌تاپ را به میز برگردانید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, wake up</source>
        <translation>{role} بیدار شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the laptop to {who} (seat {seat})</source>
        <translation>لپ‌تاپ را به {who} بدهید (صندلی {seat})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who}&apos;s turn (seat {seat})</source>
        <translation>نوبت {who} (صندلی {seat})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap a seat first, then Confirm.</source>
        <translation>اول روی یک صندلی بزنید، سپس «تأیید».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That choice is not possible: pick another player.</source>
        <translation>این انتخاب ممکن نیست: بازیکن دیگری انتخاب کنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card do you hold? Choose it below, then Confirm.</source>
        <translation>کارت شما کدام است؟ آن را پایین انتخاب کنید، سپس «تأیید».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are: {role}</source>
        <translation>نقش شما: {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The other mafia:</source>
        <translation>بقیهٔ مافیا:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Who do you suspect most?</source>
        <translation>به چه کسی بیشتر از همه مشکوکید؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whom do you trust most?</source>
        <translation>به چه کسی بیشتر از همه اعتماد دارید؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who has been quietest today?</source>
        <translation>امروز چه کسی از همه ساکت‌تر بود؟</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Thank you. Your answer is noted.</source>
        <translation>ممنون. جوابتان ثبت شد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose below what you do tonight; then tap the player and Confirm. The step ends by itself when its time is up.</source>
        <translation>پایین انتخاب کنید امشب چه می‌کنید؛ سپس روی بازیکن بزنید و «تأیید». وقتی وقت تمام شود، این مرحله خودش تمام می‌شود.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap the player you choose, then Confirm. The step ends by itself when its time is up.</source>
        <translation>روی بازیکنی که انتخاب می‌کنید بزنید، سپس «تأیید». وقتی وقت تمام شود، این مرحله خودش تمام می‌شود.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You chose: {act}.</source>
        <translation>انتخاب شما: {act}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+143"/>
        <source>Chosen so far: {names}. Tap the next player, then Confirm.</source>
        <translation>تا اینجا انتخاب‌شده: {names}. روی بازیکن بعدی بزنید، سپس «تأیید».</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+141"/>
        <source>You name {count} players: tap the first, then Confirm.</source>
        <translation>شما {count} بازیکن را نام می‌برید: روی اولی بزنید، سپس «تأیید».</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Tap the player you choose, then Confirm.</source>
        <translation>روی بازیکنی که انتخاب می‌کنید بزنید، سپس «تأیید».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step ends by itself when its time is up.</source>
        <translation>وقتی وقت تمام شود، این مرحله خودش تمام می‌شود.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back to the host</source>
        <translation>بازگشت به گرداننده</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Got it</source>
        <translation>فهمیدم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>تأیید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the table</source>
        <translation>به میز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the cards</source>
        <translation>بررسی کارت‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More time</source>
        <translation>وقت بیشتر</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{entered} × {card} entered, but {dealt} dealt</source>
        <translation>{entered} × {card} وارد شده، اما {dealt} پخش شده</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone enters their card again, privately.</source>
        <translation>همه دوباره و پنهانی کارتشان را وارد کنند.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role}: {entered} entered, {dealt} dealt</source>
        <translation>{role}: {entered} وارد شده، {dealt} پخش شده</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tap a seat to change its card.</source>
        <translation>روی یک صندلی بزنید تا کارتش را عوض کنید.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>So far: {target} (chosen by {by}).</source>
        <translation>تا اینجا: {target} (انتخابِ {by}).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You learn nothing tonight.</source>
        <translation>امشب چیزی نمی‌فهمید.</translation>
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
        <translation>بازی‌های تورنمنت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>فینال</translation>
    </message>
    <message>
        <location line="+438"/>
        <location line="+29"/>
        <location line="+373"/>
        <location line="+7"/>
        <source>Tournaments</source>
        <extracomment>the tournaments and the games were read, and the screen filled *Start this game*: the tournament, the round and the table (1-based)</extracomment>
        <translation>تورنمنت‌ها</translation>
    </message>
    <message>
        <location line="-377"/>
        <source>New tournament…</source>
        <translation>تورنمنت جدید…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>حذف…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The schedule and the standings</source>
        <translation>برنامه و جدول رده‌بندی</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Schedule</source>
        <translation>برنامه</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Place</source>
        <translation>رتبه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>امتیاز بهترین حرکت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>خطاها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>ریتینگ</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>Standings</source>
        <translation>جدول</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start this game</source>
        <translation>شروع این بازی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print schedule…</source>
        <translation>چاپ برنامه…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading the tournaments…</source>
        <translation>در حال خواندن تورنمنت‌ها…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A file that cannot be read</source>
        <translation>فایلی که خوانده نمی‌شود</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No tournament yet: New tournament… seats one.</source>
        <translation>هنوز تورنمنتی نیست: «تورنمنت جدید…» یکی می‌سازد و بازیکنان را می‌نشاند.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Players: %1; tables: %2; rounds: %3; played: %4 of %5</source>
        <translation>بازیکنان: %1؛ میزها: %2؛ دورها: %3؛ انجام‌شده: %4 از %5</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Table %1</source>
        <translation>میز %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting out</source>
        <translation>در استراحت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>دور %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ranked by: %1</source>
        <translation>رده‌بندی بر اساس: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Played</source>
        <translation>انجام‌شده</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Saved %1</source>
        <translation>ذخیره شد: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete the tournament %1? Its games stay.</source>
        <translation>تورنمنت %1 حذف شود؟ بازی‌هایش می‌مانند.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>چاپگر شروع به کار نکرد؛ چیزی چاپ نشد.</translation>
    </message>
</context>
<context>
    <name>VoiceFetch</name>
    <message>
        <location filename="../../../mafia_desktop/narration/voice_fetch.py" line="+142"/>
        <source>The voice could not be fetched ({reason}). Nothing was kept; the narrator goes on with the voices it has.</source>
        <translation>دریافت صدا ممکن نشد ({reason}). چیزی نگه داشته نشد؛ راوی با صداهایی که دارد ادامه می‌دهد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download broke off before the end ({reason}). Nothing was kept: try again on a steadier connection.</source>
        <translation>دانلود پیش از پایان قطع شد ({reason}). چیزی نگه داشته نشد: با اتصالی پایدارتر دوباره امتحان کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file that came is not the voice expected (its checksum differs): it was deleted and nothing was installed.</source>
        <translation>فایلی که رسید صدای مورد انتظار نیست (چک‌سامش فرق دارد): پاک شد و چیزی نصب نشد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough room on the disk: the voice needs {megabytes} MB free in {folder}. Nothing was kept.</source>
        <translation>فضای کافی روی دیسک نیست: صدا به {megabytes} مگابایت فضای خالی در {folder} نیاز دارد. چیزی نگه داشته نشد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The voice could not be saved in {folder} ({reason}). Nothing was kept.</source>
        <translation>صدا در {folder} ذخیره نشد ({reason}). چیزی نگه داشته نشد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fetching the voice was cancelled. Nothing was kept.</source>
        <translation>دریافت صدا لغو شد. چیزی نگه داشته نشد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This copy of the app cannot open secure (HTTPS) connections, so it cannot fetch the voice. Put the voice&apos;s two files ({name}.onnx and {name}.onnx.json) in {folder} by hand instead.</source>
        <translation>این نسخه از برنامه نمی‌تواند اتصال امن (HTTPS) باز کند، پس نمی‌تواند صدا را دریافت کند. به جای آن، دو فایل صدا ({name}.onnx و {name}.onnx.json) را خودتان در {folder} بگذارید.</translation>
    </message>
</context>
<context>
    <name>VoiceFetchRow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/voice_fetch_row.py" line="+52"/>
        <source>Fetch the voice</source>
        <translation>دریافت صدا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fetching the voice</source>
        <translation>در حال دریافت صدا</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No Piper voice is offered for this language.</source>
        <translation>برای این زبان صدای Piper ارائه نشده است.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piper&apos;s neural voices need the piper-tts package (pip install piper-tts); the narrator speaks with Festival or espeak-ng meanwhile.</source>
        <translation>صداهای شبکهٔ عصبی Piper به بستهٔ piper-tts نیاز دارند (pip install piper-tts)؛ تا آن موقع راوی با Festival یا espeak-ng حرف می‌زند.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Piper&apos;s voices cannot speak here (%1); the narrator speaks with Festival or espeak-ng.</source>
        <translation>صداهای Piper اینجا کار نمی‌کنند (%1)؛ راوی با Festival یا espeak-ng حرف می‌زند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Piper&apos;s neural voice %1 is installed.</source>
        <translation>صدای شبکهٔ عصبی %1 از Piper نصب شده است.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A clearer neural voice: Piper&apos;s %1 (%2 MB), fetched from the Piper project only when you ask. The app works without it.</source>
        <translation>صدایی واضح‌تر با شبکهٔ عصبی: %1 از Piper (%2 مگابایت)، که فقط به درخواست شما از پروژهٔ Piper دریافت می‌شود. برنامه بدون آن هم کار می‌کند.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Fetching Piper&apos;s voice %1 (%2 MB)…</source>
        <translation>در حال دریافت صدای %1 از Piper (%2 مگابایت)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancelling…</source>
        <translation>در حال لغو…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Piper&apos;s neural voice %1 is installed: the narrator speaks with it from now on.</source>
        <translation>صدای شبکهٔ عصبی %1 از Piper نصب شد: از این پس راوی با آن حرف می‌زند.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try again</source>
        <translation>تلاش دوباره</translation>
    </message>
</context>
</TS>

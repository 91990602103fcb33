/**
 * Realistic Polish transfer titles, for measuring free-text screening the way users write: the
 * ordinary titles of currency and crypto exchanges, accounting offices, galleries and auction
 * houses (negatives: no listed name in them), and titles that cite a listed name, as written on
 * the list or declined the Polish way (positives). Deterministic for a seed. Used by the
 * accuracy test and by `npm run bench:titles`, which can write the sets out as JSONL for
 * `npm run -s screen`.
 *
 * The vocabularies are written here on purpose, not taken from the word lists the matcher
 * consults (title-vocabulary.ts): the matcher must not be measured on its own dictionary.
 */
import type { ListEntry } from './list-entry.js';
import { naturalOrder, seededRandom, toPolishSpelling } from './variant-generator.js';

export type TitleCase = { id: string; text: string; kind: string };
export type PositiveTitle = TitleCase & { source: string; entry_id: string; name: string };

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const chance = (random: Random, p: number) => random() < p;
const int = (random: Random, from: number, to: number) =>
  from + Math.floor(random() * (to - from + 1));

// --- People: [nominative, genitive, dative, instrumental] ------------------------------------

type Forms = [string, string, string, string];

const MEN: Forms[] = [
  ['Jan', 'Jana', 'Janowi', 'Janem'],
  ['Piotr', 'Piotra', 'Piotrowi', 'Piotrem'],
  ['Krzysztof', 'Krzysztofa', 'Krzysztofowi', 'Krzysztofem'],
  ['Andrzej', 'Andrzeja', 'Andrzejowi', 'Andrzejem'],
  ['Tomasz', 'Tomasza', 'Tomaszowi', 'Tomaszem'],
  ['Paweł', 'Pawła', 'Pawłowi', 'Pawłem'],
  ['Michał', 'Michała', 'Michałowi', 'Michałem'],
  ['Marcin', 'Marcina', 'Marcinowi', 'Marcinem'],
  ['Marek', 'Marka', 'Markowi', 'Markiem'],
  ['Grzegorz', 'Grzegorza', 'Grzegorzowi', 'Grzegorzem'],
  ['Józef', 'Józefa', 'Józefowi', 'Józefem'],
  ['Łukasz', 'Łukasza', 'Łukaszowi', 'Łukaszem'],
  ['Adam', 'Adama', 'Adamowi', 'Adamem'],
  ['Zbigniew', 'Zbigniewa', 'Zbigniewowi', 'Zbigniewem'],
  ['Jerzy', 'Jerzego', 'Jerzemu', 'Jerzym'],
  ['Tadeusz', 'Tadeusza', 'Tadeuszowi', 'Tadeuszem'],
  ['Mateusz', 'Mateusza', 'Mateuszowi', 'Mateuszem'],
  ['Dariusz', 'Dariusza', 'Dariuszowi', 'Dariuszem'],
  ['Mariusz', 'Mariusza', 'Mariuszowi', 'Mariuszem'],
  ['Wojciech', 'Wojciecha', 'Wojciechowi', 'Wojciechem'],
  ['Ryszard', 'Ryszarda', 'Ryszardowi', 'Ryszardem'],
  ['Jakub', 'Jakuba', 'Jakubowi', 'Jakubem'],
  ['Henryk', 'Henryka', 'Henrykowi', 'Henrykiem'],
  ['Robert', 'Roberta', 'Robertowi', 'Robertem'],
  ['Kazimierz', 'Kazimierza', 'Kazimierzowi', 'Kazimierzem'],
  ['Jacek', 'Jacka', 'Jackowi', 'Jackiem'],
  ['Maciej', 'Macieja', 'Maciejowi', 'Maciejem'],
  ['Kamil', 'Kamila', 'Kamilowi', 'Kamilem'],
  ['Rafał', 'Rafała', 'Rafałowi', 'Rafałem'],
  ['Sławomir', 'Sławomira', 'Sławomirowi', 'Sławomirem'],
  ['Przemysław', 'Przemysława', 'Przemysławowi', 'Przemysławem'],
  ['Bartosz', 'Bartosza', 'Bartoszowi', 'Bartoszem'],
  ['Antoni', 'Antoniego', 'Antoniemu', 'Antonim'],
  ['Szymon', 'Szymona', 'Szymonowi', 'Szymonem'],
  ['Wiesław', 'Wiesława', 'Wiesławowi', 'Wiesławem'],
  ['Leszek', 'Leszka', 'Leszkowi', 'Leszkiem'],
  ['Bogdan', 'Bogdana', 'Bogdanowi', 'Bogdanem'],
  ['Zdzisław', 'Zdzisława', 'Zdzisławowi', 'Zdzisławem'],
  ['Kacper', 'Kacpra', 'Kacprowi', 'Kacprem'],
  ['Dawid', 'Dawida', 'Dawidowi', 'Dawidem'],
  ['Hubert', 'Huberta', 'Hubertowi', 'Hubertem'],
  ['Witold', 'Witolda', 'Witoldowi', 'Witoldem'],
  ['Filip', 'Filipa', 'Filipowi', 'Filipem'],
  ['Igor', 'Igora', 'Igorowi', 'Igorem'],
  ['Oskar', 'Oskara', 'Oskarowi', 'Oskarem'],
];

const WOMEN: Forms[] = [
  ['Anna', 'Anny', 'Annie', 'Anną'],
  ['Maria', 'Marii', 'Marii', 'Marią'],
  ['Katarzyna', 'Katarzyny', 'Katarzynie', 'Katarzyną'],
  ['Małgorzata', 'Małgorzaty', 'Małgorzacie', 'Małgorzatą'],
  ['Agnieszka', 'Agnieszki', 'Agnieszce', 'Agnieszką'],
  ['Barbara', 'Barbary', 'Barbarze', 'Barbarą'],
  ['Ewa', 'Ewy', 'Ewie', 'Ewą'],
  ['Krystyna', 'Krystyny', 'Krystynie', 'Krystyną'],
  ['Elżbieta', 'Elżbiety', 'Elżbiecie', 'Elżbietą'],
  ['Magdalena', 'Magdaleny', 'Magdalenie', 'Magdaleną'],
  ['Joanna', 'Joanny', 'Joannie', 'Joanną'],
  ['Zofia', 'Zofii', 'Zofii', 'Zofią'],
  ['Teresa', 'Teresy', 'Teresie', 'Teresą'],
  ['Monika', 'Moniki', 'Monice', 'Moniką'],
  ['Aleksandra', 'Aleksandry', 'Aleksandrze', 'Aleksandrą'],
  ['Danuta', 'Danuty', 'Danucie', 'Danutą'],
  ['Natalia', 'Natalii', 'Natalii', 'Natalią'],
  ['Karolina', 'Karoliny', 'Karolinie', 'Karoliną'],
  ['Marta', 'Marty', 'Marcie', 'Martą'],
  ['Beata', 'Beaty', 'Beacie', 'Beatą'],
  ['Dorota', 'Doroty', 'Dorocie', 'Dorotą'],
  ['Halina', 'Haliny', 'Halinie', 'Haliną'],
  ['Jadwiga', 'Jadwigi', 'Jadwidze', 'Jadwigą'],
  ['Jolanta', 'Jolanty', 'Jolancie', 'Jolantą'],
  ['Iwona', 'Iwony', 'Iwonie', 'Iwoną'],
  ['Grażyna', 'Grażyny', 'Grażynie', 'Grażyną'],
  ['Paulina', 'Pauliny', 'Paulinie', 'Pauliną'],
  ['Justyna', 'Justyny', 'Justynie', 'Justyną'],
  ['Alicja', 'Alicji', 'Alicji', 'Alicją'],
  ['Julia', 'Julii', 'Julii', 'Julią'],
  ['Weronika', 'Weroniki', 'Weronice', 'Weroniką'],
  ['Hanna', 'Hanny', 'Hannie', 'Hanną'],
  ['Urszula', 'Urszuli', 'Urszuli', 'Urszulą'],
  ['Wiktoria', 'Wiktorii', 'Wiktorii', 'Wiktorią'],
  ['Renata', 'Renaty', 'Renacie', 'Renatą'],
];

/** Surnames: the masculine forms and, for -ski/-cki/-dzki, the feminine ones. */
type Surname = { male: Forms; female: Forms };
const ADJECTIVAL = [
  'Kowalski',
  'Wiśniewski',
  'Lewandowski',
  'Kamiński',
  'Zieliński',
  'Szymański',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Wojciechowski',
  'Kwiatkowski',
  'Piotrowski',
  'Grabowski',
  'Nowakowski',
  'Pawłowski',
  'Michalski',
  'Nowicki',
  'Adamski',
  'Zawadzki',
  'Jabłoński',
  'Majewski',
  'Olszewski',
  'Malinowski',
  'Jaworski',
  'Witkowski',
  'Górski',
  'Rutkowski',
  'Ostrowski',
  'Tomaszewski',
  'Zalewski',
  'Wróblewski',
  'Jasiński',
  'Sawicki',
  'Sokołowski',
  'Szczepański',
  'Chmielewski',
  'Borkowski',
  'Czarnecki',
  'Sadowski',
  'Kalinowski',
  'Baranowski',
  'Kołodziejski',
  'Brzeziński',
  'Przybylski',
  'Wysocki',
  'Domański',
  'Kaczyński',
  'Mazurkiewicz',
];
const NOMINAL: [string, string][] = [
  // nominative, genitive stem (the stem takes -a, -owi, -em/-iem)
  ['Nowak', 'Nowak'],
  ['Wójcik', 'Wójcik'],
  ['Kowalczyk', 'Kowalczyk'],
  ['Woźniak', 'Woźniak'],
  ['Mazur', 'Mazur'],
  ['Krawczyk', 'Krawczyk'],
  ['Kaczmarek', 'Kaczmark'],
  ['Zając', 'Zając'],
  ['Król', 'Król'],
  ['Wieczorek', 'Wieczork'],
  ['Wróbel', 'Wróbl'],
  ['Stępień', 'Stępni'],
  ['Adamczyk', 'Adamczyk'],
  ['Dudek', 'Dudk'],
  ['Pawlak', 'Pawlak'],
  ['Walczak', 'Walczak'],
  ['Baran', 'Baran'],
  ['Szewczyk', 'Szewczyk'],
  ['Pietrzak', 'Pietrzak'],
  ['Marciniak', 'Marciniak'],
  ['Bąk', 'Bąk'],
  ['Włodarczyk', 'Włodarczyk'],
  ['Wilk', 'Wilk'],
  ['Lis', 'Lis'],
  ['Kubiak', 'Kubiak'],
  ['Kaźmierczak', 'Kaźmierczak'],
  ['Cieślak', 'Cieślak'],
  ['Michalak', 'Michalak'],
  ['Sobczak', 'Sobczak'],
  ['Czerwiński', 'Czerwiński'],
  ['Gajewski', 'Gajewski'],
  ['Szulc', 'Szulc'],
  ['Kowal', 'Kowal'],
  ['Kurek', 'Kurk'],
  ['Mróz', 'Mroz'],
];

function adjectivalForms(name: string): Surname {
  const stem = name.replace(/(ski|cki|dzki)$/, (ending) => ending.slice(0, -1));
  if (stem === name) {
    // -ewicz, -icz: nominal
    return nominalForms(name, name);
  }
  return {
    male: [name, `${stem}iego`, `${stem}iemu`, `${stem}im`],
    female: [`${stem}a`, `${stem}iej`, `${stem}iej`, `${stem}ą`],
  };
}

function nominalForms(name: string, stem: string): Surname {
  if (/(ski|cki|dzki)$/.test(name)) return adjectivalForms(name);
  const soft = /[kg]$/.test(stem) ? 'iem' : 'em';
  // A Polish woman's nominal surname does not decline (Anna Nowak, Anny Nowak).
  return {
    male: [name, `${stem}a`, `${stem}owi`, `${stem}${soft}`],
    female: [name, name, name, name],
  };
}

const SURNAMES: Surname[] = [
  ...ADJECTIVAL.map(adjectivalForms),
  ...NOMINAL.map(([name, stem]) => nominalForms(name, stem)),
];

/** Case: 0 nominative, 1 genitive, 2 dative, 3 instrumental. */
function person(random: Random, grammaticalCase: number): string {
  const female = chance(random, 0.45);
  const first = pick(random, female ? WOMEN : MEN)[grammaticalCase]!;
  const last = pick(random, SURNAMES)[female ? 'female' : 'male'][grammaticalCase]!;
  return chance(random, 0.15) ? `${last} ${first}` : `${first} ${last}`;
}

// --- Places, firms, things --------------------------------------------------------------------

/** [nominative, locative with its preposition] */
const CITIES: [string, string][] = [
  ['Warszawa', 'w Warszawie'],
  ['Kraków', 'w Krakowie'],
  ['Łódź', 'w Łodzi'],
  ['Wrocław', 'we Wrocławiu'],
  ['Poznań', 'w Poznaniu'],
  ['Gdańsk', 'w Gdańsku'],
  ['Szczecin', 'w Szczecinie'],
  ['Bydgoszcz', 'w Bydgoszczy'],
  ['Lublin', 'w Lublinie'],
  ['Białystok', 'w Białymstoku'],
  ['Katowice', 'w Katowicach'],
  ['Gdynia', 'w Gdyni'],
  ['Częstochowa', 'w Częstochowie'],
  ['Radom', 'w Radomiu'],
  ['Toruń', 'w Toruniu'],
  ['Sosnowiec', 'w Sosnowcu'],
  ['Rzeszów', 'w Rzeszowie'],
  ['Kielce', 'w Kielcach'],
  ['Gliwice', 'w Gliwicach'],
  ['Olsztyn', 'w Olsztynie'],
  ['Bielsko-Biała', 'w Bielsku-Białej'],
  ['Zielona Góra', 'w Zielonej Górze'],
  ['Opole', 'w Opolu'],
  ['Tychy', 'w Tychach'],
  ['Gorzów Wielkopolski', 'w Gorzowie Wielkopolskim'],
  ['Elbląg', 'w Elblągu'],
  ['Płock', 'w Płocku'],
  ['Wałbrzych', 'w Wałbrzychu'],
  ['Włocławek', 'we Włocławku'],
  ['Tarnów', 'w Tarnowie'],
  ['Koszalin', 'w Koszalinie'],
  ['Kalisz', 'w Kaliszu'],
  ['Legnica', 'w Legnicy'],
  ['Grudziądz', 'w Grudziądzu'],
  ['Słupsk', 'w Słupsku'],
  ['Nowy Sącz', 'w Nowym Sączu'],
  ['Jelenia Góra', 'w Jeleniej Górze'],
  ['Siedlce', 'w Siedlcach'],
  ['Konin', 'w Koninie'],
  ['Piła', 'w Pile'],
  ['Gniezno', 'w Gnieźnie'],
  ['Zakopane', 'w Zakopanem'],
  ['Sopot', 'w Sopocie'],
  ['Łomża', 'w Łomży'],
  ['Przemyśl', 'w Przemyślu'],
  ['Zamość', 'w Zamościu'],
  ['Chełm', 'w Chełmie'],
  ['Ełk', 'w Ełku'],
  ['Suwałki', 'w Suwałkach'],
  ['Kołobrzeg', 'w Kołobrzegu'],
  ['Świnoujście', 'w Świnoujściu'],
  ['Pruszków', 'w Pruszkowie'],
];

const STREETS = [
  'ul. Kościuszki',
  'ul. Piłsudskiego',
  'ul. Mickiewicza',
  'ul. Słowackiego',
  'ul. Sienkiewicza',
  'ul. Kopernika',
  'ul. Chopina',
  'ul. Długa',
  'ul. Polna',
  'ul. Leśna',
  'ul. Lipowa',
  'ul. Ogrodowa',
  'ul. Kwiatowa',
  'ul. Szkolna',
  'ul. Kolejowa',
  'ul. Zielona',
  'ul. Parkowa',
  'al. Jana Pawła II',
  'ul. Jagiellońska',
  'ul. Marszałkowska',
  'Al. Jerozolimskie',
  'ul. Piotrkowska',
  'ul. Floriańska',
  'ul. Grunwaldzka',
  'ul. Wojska Polskiego',
  'ul. 3 Maja',
  'ul. 11 Listopada',
  'ul. Konopnickiej',
  'ul. Reymonta',
  'ul. Żeromskiego',
  'ul. Prusa',
  'ul. Batorego',
  'ul. Kilińskiego',
  'ul. Traugutta',
  'ul. Narutowicza',
  'ul. Dąbrowskiego',
  'ul. Staszica',
  'ul. Moniuszki',
  'ul. Matejki',
  'ul. Wyspiańskiego',
  'ul. Armii Krajowej',
  'ul. Solidarności',
  'ul. Bema',
  'ul. Pułaskiego',
  'ul. Sobieskiego',
  'ul. Krótka',
  'os. Piastowskie',
  'ul. Świętojańska',
  'ul. Rynek',
  'pl. Wolności',
];

const BANKS = [
  'PKO BP',
  'PKO Bank Polski',
  'Bank Pekao SA',
  'mBank',
  'ING Bank Śląski',
  'Santander Bank Polska',
  'Bank Millennium',
  'Alior Bank',
  'BNP Paribas',
  'Credit Agricole',
  'Citi Handlowy',
  'Nest Bank',
  'VeloBank',
  'Bank Pocztowy',
  'BOŚ Bank',
  'Bank Spółdzielczy w Płońsku',
  'SGB-Bank',
  'Revolut',
  'Inteligo',
  'Toyota Bank',
];

const FIRMS = [
  'Biuro Rachunkowe Bilans Sp. z o.o.',
  'Kancelaria Podatkowa Nowak i Wspólnicy',
  'Biuro Rachunkowe Saldo s.c.',
  'Galeria Sztuki Atelier',
  'Galeria Nova',
  'Dom Aukcyjny Rempex',
  'Dom Aukcyjny Agra-Art',
  'Desa Unicum',
  'Antykwariat Pod Globusem',
  'Kantor Grosz',
  'Kantor Wymiany Walut Euro-Cash',
  'PHU Kowalski',
  'F.H.U. Mar-Pol',
  'Usługi Remontowo-Budowlane Jan Wiśniewski',
  'Transport Krajowy i Międzynarodowy Zieliński',
  'Auto-Serwis Szymański',
  'Zakład Stolarski Kamiński',
  'Piekarnia Złoty Kłos',
  'Kwiaciarnia Róża',
  'Apteka Pod Orłem',
  'Hurtownia Elektryczna Elmax',
  'Drukarnia Offset-Druk',
  'Przedsiębiorstwo Handlowe Polmar',
  'Agencja Reklamowa Pixel',
  'Salon Meblowy Komfort',
  'Gabinet Stomatologiczny Dent-Med',
  'Szkoła Językowa Lingua',
  'Pracownia Konserwacji Zabytków Renowacja',
  'Fundacja Sztuki Współczesnej',
  'PKN Orlen',
  'PGE Obrót',
  'Tauron Sprzedaż',
  'Enea',
  'Energa Obrót',
  'PGNiG',
  'Veolia Energia',
  'MPWiK',
  'Orange Polska',
  'Play',
  'Plus',
  'T-Mobile',
  'Netia',
  'UPC Polska',
  'Allegro.pl',
  'InPost',
  'Poczta Polska',
  'DPD Polska',
  'Żabka Polska',
  'Jeronimo Martins (Biedronka)',
  'Lidl',
  'Kaufland',
  'Rossmann',
  'Empik',
  'Media Expert',
  'RTV Euro AGD',
  'IKEA Retail',
  'Leroy Merlin',
  'Castorama',
  'Decathlon',
  'LPP SA',
  'CCC',
  'PZU SA',
  'Warta',
  'Allianz',
  'Ergo Hestia',
  'Generali',
  'PLL LOT',
  'PKP Intercity',
  'Uber Poland',
  'Bolt',
  'Booking.com',
  'Mostostal Warszawa',
  'Budimex',
  'Comarch',
  'Asseco Poland',
  'Wydawnictwo Znak',
  'Krajowa Izba Rozliczeniowa',
];

const CRYPTO = [
  'BTC',
  'ETH',
  'LTC',
  'XRP',
  'USDT',
  'USDC',
  'SOL',
  'ADA',
  'DOT',
  'DOGE',
  'BNB',
  'TRX',
  'XLM',
  'LINK',
  'AVAX',
  'MATIC',
];
const EXCHANGES = [
  'Zondacrypto',
  'Kanga Exchange',
  'Binance',
  'Kraken',
  'Coinbase',
  'Bitstamp',
  'Bitpanda',
  'Bybit',
  'OKX',
  'KuCoin',
];
/** [code, plural genitive as in "wymiana funtów"] */
const CURRENCIES: [string, string][] = [
  ['EUR', 'euro'],
  ['USD', 'dolarów'],
  ['GBP', 'funtów'],
  ['CHF', 'franków'],
  ['CZK', 'koron czeskich'],
  ['NOK', 'koron norweskich'],
  ['SEK', 'koron szwedzkich'],
  ['DKK', 'koron duńskich'],
  ['UAH', 'hrywien'],
  ['HUF', 'forintów'],
  ['CAD', 'dolarów kanadyjskich'],
  ['AUD', 'dolarów australijskich'],
  ['JPY', 'jenów'],
  ['TRY', 'lir tureckich'],
  ['RON', 'lejów'],
];
const MONTHS = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];
const MONTHS_GENITIVE = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];
const ARTISTS = [
  ['Beksiński', 'Beksińskiego'],
  ['Nowosielski', 'Nowosielskiego'],
  ['Fangor', 'Fangora'],
  ['Malczewski', 'Malczewskiego'],
  ['Wyspiański', 'Wyspiańskiego'],
  ['Kossak', 'Kossaka'],
  ['Fałat', 'Fałata'],
  ['Chełmoński', 'Chełmońskiego'],
  ['Matejko', 'Matejki'],
  ['Duda-Gracz', 'Dudy-Gracza'],
  ['Dwurnik', 'Dwurnika'],
  ['Sasnal', 'Sasnala'],
  ['Hasior', 'Hasiora'],
  ['Stażewski', 'Stażewskiego'],
  ['Opałka', 'Opałki'],
  ['Podkowiński', 'Podkowińskiego'],
  ['Boznańska', 'Boznańskiej'],
  ['Tchórzewski', 'Tchórzewskiego'],
  ['Nikifor', 'Nikifora'],
  ['Starowieyski', 'Starowieyskiego'],
];
const ART_OBJECTS = [
  'obrazu olejnego',
  'grafiki',
  'litografii',
  'akwareli',
  'rzeźby z brązu',
  'ikony',
  'szkicu',
  'plakatu',
  'serigrafii',
  'rysunku',
  'pasteli',
];
const ANTIQUES = [
  'zegara kominkowego',
  'komody biedermeier',
  'serwisu porcelanowego Ćmielów',
  'srebrnej cukiernicy',
  'monety 5 zł 1932',
  'kolekcji znaczków',
  'szabli oficerskiej',
  'medalu',
  'lustra w złoconej ramie',
  'żyrandola',
  'kilimu',
  'sekretarzyka',
  'zegarka kieszonkowego',
  'lampy secesyjnej',
  'pierścionka z brylantem',
  'kompletu sztućców Fraget',
  'banknotu 1000 marek polskich',
  'figurki Rosenthal',
];

// --- Numbers and dates ------------------------------------------------------------------------

function amount(random: Random): string {
  const whole = pick(random, [
    int(random, 10, 999),
    int(random, 1000, 9999),
    int(random, 10000, 150000),
  ]);
  const grouped = chance(random, 0.6)
    ? whole.toLocaleString('pl-PL').replace(/\u00a0/g, ' ')
    : String(whole);
  return chance(random, 0.5)
    ? `${grouped},${String(int(random, 0, 99)).padStart(2, '0')}`
    : grouped;
}
const money = (random: Random) =>
  `${amount(random)} ${pick(random, ['zł', 'PLN', 'zl', 'EUR', 'USD'])}`;
function invoice(random: Random): string {
  const n = int(random, 1, 999);
  const m = int(random, 1, 12);
  return pick(random, [
    `FV ${n}/${m}/2026`,
    `FV/${String(n).padStart(4, '0')}/${String(m).padStart(2, '0')}/26`,
    `F/${n}/2026`,
    `FA ${n}/2026`,
    `nr ${n}/${m}/2026`,
    `FVS/${n}/2026`,
    `2026/${String(m).padStart(2, '0')}/${String(n).padStart(4, '0')}`,
  ]);
}
const date = (random: Random) =>
  `${String(int(random, 1, 28)).padStart(2, '0')}.${String(int(random, 1, 12)).padStart(2, '0')}.2026`;
const month = (random: Random) =>
  pick(random, [
    `${pick(random, MONTHS)} 2026`,
    `${String(int(random, 1, 12)).padStart(2, '0')}/2026`,
    `${pick(random, ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'])}.2026`,
    `m-c ${pick(random, MONTHS)}`,
  ]);
const rate = (random: Random) =>
  `${int(random, 1, 5)},${String(int(random, 0, 9999)).padStart(4, '0')}`;
const order = (random: Random) => String(int(random, 100, 99999));
const wallet = (random: Random) =>
  pick(random, [
    `bc1q${[...Array(20)].map(() => pick(random, [...'023456789acdefghjklmnpqrstuvwxyz'])).join('')}`,
    `0x${[...Array(16)].map(() => pick(random, [...'0123456789abcdef'])).join('')}…`,
  ]);

// --- Negative templates, by business ------------------------------------------------------------

type Template = (random: Random) => string;
const city = (random: Random) => pick(random, CITIES);

const EXCHANGE_OFFICE: Template[] = [
  (r) => `Wymiana PLN na ${pick(r, CURRENCIES)[0]} w kasie`,
  (r) => `Wymiana ${pick(r, CURRENCIES)[0]} na ${pick(r, CURRENCIES)[1]} w kasie`,
  (r) => `Kupno ${amount(r)} ${pick(r, CURRENCIES)[0]} po kursie ${rate(r)}`,
  (r) => `Sprzedaż ${pick(r, CURRENCIES)[0]} ${amount(r)} – kurs ${rate(r)}`,
  (r) => `Zakup ${pick(r, CURRENCIES)[1]} – transakcja ${order(r)}`,
  (r) => `Rezerwacja kursu ${pick(r, CURRENCIES)[0]} na ${date(r)}`,
  (r) => `Wymiana walut – kantor przy ${pick(r, STREETS)} ${city(r)[1]}`,
  (r) => `Zwrot różnicy kursowej – transakcja ${order(r)}`,
  (r) => `Wpłata na wymianę ${pick(r, CURRENCIES)[0]} dla ${person(r, 1)}`,
  (r) => `Wymiana ${pick(r, CURRENCIES)[1]} dla ${person(r, 1)}`,
  (r) => `Wypłata ${pick(r, CURRENCIES)[0]} w oddziale ${city(r)[1]}`,
  (r) => `Przelew za walutę ${pick(r, CURRENCIES)[0]} – ${person(r, 0)}`,
  (r) => `Kantor internetowy – zasilenie konta ${order(r)}`,
  (r) => `Wymiana gotówki ${money(r)} – klient ${person(r, 0)}`,
];

const CRYPTO_EXCHANGE: Template[] = [
  (r) => `Zakup ${pick(r, CRYPTO)} ${int(r, 0, 9)},${int(r, 1, 99999)}`,
  (r) => `Sprzedaż ${pick(r, CRYPTO)} – zlecenie ${order(r)}`,
  (r) => `Wypłata ${pick(r, CRYPTO)} na portfel ${wallet(r)}`,
  (r) => `Wymiana ${pick(r, CRYPTO)} na PLN`,
  (r) => `Zasilenie konta giełdy ${pick(r, EXCHANGES)}`,
  (r) => `Prowizja za transakcję ${pick(r, CRYPTO)}/${pick(r, ['PLN', 'USDT', 'EUR'])}`,
  (r) => `Depozyt ${pick(r, CRYPTO)} – ${person(r, 0)}`,
  (r) => `Transfer na ${pick(r, EXCHANGES)} – ${pick(r, CRYPTO)}`,
  (r) => `Staking ${pick(r, CRYPTO)} – nagroda za ${pick(r, MONTHS)}`,
  (r) => `Wpłata fiat PLN na konto ${order(r)} ${pick(r, EXCHANGES)}`,
  (r) => `Kupno kryptowaluty ${pick(r, CRYPTO)} dla ${person(r, 1)}`,
  (r) => `Zwrot niezrealizowanego zlecenia ${order(r)}`,
  (r) => `Withdrawal ${pick(r, CRYPTO)} ${order(r)}`,
  (r) => `Deposit ${pick(r, CRYPTO)} via BLIK`,
];

const ACCOUNTING: Template[] = [
  (r) => `Faktura ${invoice(r)} za usługi księgowe`,
  (r) => `Opłata za prowadzenie KPiR – ${month(r)}`,
  (r) => `Wynagrodzenie biura rachunkowego za ${pick(r, MONTHS)}`,
  (r) => `Składki ZUS za ${month(r)}`,
  (r) => `Podatek VAT-7 za ${pick(r, MONTHS)} 2026`,
  (r) => `Zaliczka na PIT-5L za ${month(r)}`,
  (r) => `Opłata skarbowa – ${pick(r, ['pełnomocnictwo', city(r)[0], 'zaświadczenie'])}`,
  (r) => `Opłata skarbowa – ${city(r)[0]}`,
  (r) => `JPK_V7M ${month(r)} – korekta`,
  (r) => `Rozliczenie roczne PIT-37 ${person(r, 1)}`,
  (r) => `Kadry i płace – ${int(r, 2, 40)} pracowników – ${month(r)}`,
  (r) => `Sprawozdanie finansowe za 2025 – ${pick(r, FIRMS)}`,
  (r) => `Usługi księgowe ${invoice(r)} ${pick(r, FIRMS)}`,
  (r) => `Wynagrodzenie za ${pick(r, MONTHS)} – ${person(r, 0)}`,
  (r) => `Umowa zlecenie ${order(r)} – rachunek ${person(r, 1)}`,
  (r) => `Podatek od nieruchomości – rata ${int(r, 1, 4)}`,
  (r) => `CIT-8 zaliczka za ${pick(r, MONTHS)}`,
  (r) => `Zapłata za ${invoice(r)}`,
  (r) => `Przelew do urzędu skarbowego ${city(r)[1]}`,
  (r) => `Mikrorachunek podatkowy – VAT ${month(r)}`,
];

const GALLERY: Template[] = [
  (r) => {
    const [, artist] = pick(r, ARTISTS);
    return `Zakup ${pick(r, ART_OBJECTS)} ${artist}`;
  },
  (r) =>
    `Zaliczka na ${pick(r, ['obraz', 'grafikę', 'rzeźbę', 'akwarelę'])} ${pick(r, ARTISTS)[1]}`,
  (r) => `Prowizja galerii za sprzedaż ${pick(r, ART_OBJECTS)}`,
  (r) => `Oprawa obrazów – ${invoice(r)}`,
  (r) => `Wynajem sali wystawowej – wernisaż ${date(r)}`,
  (r) =>
    `Katalog wystawy „${pick(r, ['Pejzaż polski', 'Nowa figuracja', 'Kolor i forma', 'Młoda sztuka'])}”`,
  (r) =>
    `Obraz „${pick(r, ['Pejzaż z Kazimierza', 'Martwa natura', 'Portret kobiety', 'Zimowy wieczór'])}” – ${pick(r, ARTISTS)[0]}`,
  (r) => `Sprzedaż komisowa – ${pick(r, ART_OBJECTS)} ${pick(r, ARTISTS)[1]}`,
  (r) => `Certyfikat autentyczności – ${pick(r, ARTISTS)[0]}`,
  (r) => `Wynagrodzenie artysty ${person(r, 1)} – umowa o dzieło`,
  (r) => `Transport dzieł sztuki ${city(r)[0]} – ${city(r)[0]}`,
  (r) => `Ubezpieczenie ekspozycji – ${pick(r, FIRMS)}`,
];

const AUCTION: Template[] = [
  (r) => `Wylicytowany obiekt nr ${int(r, 1, 400)} – aukcja ${date(r)}`,
  (r) => `Opłata aukcyjna 20% lot ${int(r, 1, 400)}`,
  (r) => `Wadium do aukcji dzieł sztuki nr ${int(r, 1, 90)}`,
  (r) => `Zakup ${pick(r, ANTIQUES)} – lot ${int(r, 1, 400)}`,
  (r) => `Sprzedaż komisowa ${pick(r, ANTIQUES)}`,
  (r) => `Zwrot wadium – ${person(r, 0)}`,
  (r) => `Antyki – ${pick(r, ANTIQUES)} – ${money(r)}`,
  (r) => `Licytacja ${order(r)} – ${pick(r, ANTIQUES)}`,
  (r) => `Aukcja charytatywna – darowizna ${money(r)}`,
  (r) => `Rozliczenie komitenta ${person(r, 1)} – aukcja ${pick(r, MONTHS_GENITIVE)}`,
  (r) => `Wycena ${pick(r, ANTIQUES)} – ${pick(r, FIRMS)}`,
];

const EVERYDAY: Template[] = [
  (r) => `Czynsz za ${pick(r, MONTHS)} 2026 – lokal ${int(r, 1, 120)}`,
  (r) => `Kaucja za lokal przy ${pick(r, STREETS)} ${city(r)[1]}`,
  (r) => `Najem mieszkania ${pick(r, STREETS)} ${int(r, 1, 80)}/${int(r, 1, 40)} – ${month(r)}`,
  (r) => `Zwrot pożyczki dla ${person(r, 1)}`,
  (r) => `Darowizna dla ${pick(r, ['syna', 'córki', 'wnuka', 'wnuczki', 'brata', 'siostry'])}`,
  (r) => `Prezent urodzinowy od ${person(r, 1)}`,
  (r) => `Spłata raty kredytu ${order(r)} – ${pick(r, BANKS)}`,
  (r) => `Przelew własny ${pick(r, BANKS)}`,
  (r) => `Opłata za media – ${month(r)}`,
  (r) => `Wynagrodzenie za umowę zlecenie ${month(r)}`,
  (r) => `Alimenty za ${pick(r, MONTHS)} – ${person(r, 0)}`,
  (r) => `Mandat ${order(r)} – ${city(r)[0]}`,
  (r) => `Składka członkowska ${month(r)}`,
  (r) => `Zapłata za ${invoice(r)} – ${pick(r, FIRMS)}`,
  (r) => `${pick(r, FIRMS)} – ${invoice(r)}`,
  (r) => `Przelew od ${person(r, 1)}`,
  (r) => `Przekaz dla ${person(r, 1)} ${city(r)[1]}`,
  (r) => `Zwrot za zakupy – ${pick(r, FIRMS)}`,
  (r) =>
    `Przelew dla ${person(r, 1)} za ${pick(r, ['remont', 'samochód', 'meble', 'usługę', 'transport'])}`,
  (r) => `Rozliczenie z ${person(r, 3)}`,
  (r) => `Wesele ${person(r, 1)} – prezent`,
  (r) => `Zadatek za samochód – umowa z ${date(r)}`,
  (r) => `Zwrot kaucji – ${pick(r, STREETS)} ${city(r)[0]}`,
  (r) => `Opłata za przedszkole – ${month(r)}`,
  (r) => `Przelew ${money(r)} na konto w ${pick(r, BANKS)}`,
  (r) => `Payment for invoice ${invoice(r)}`,
  (r) => `Consulting fee ${month(r)}`,
  (r) => `Salary ${pick(r, ['November', 'October', 'December'])} 2026`,
  (r) => `${person(r, 0)} – ${pick(r, ['zwrot', 'darowizna', 'pożyczka', 'zaliczka', 'dopłata'])}`,
  (r) => `Wpłata gotówkowa w placówce ${city(r)[1]}`,
];

/** Customers of Polish exchanges from Ukraine and Belarus, as their names are written here. */
const EASTERN_CUSTOMERS = [
  'Oleksandr Kovalenko',
  'Ołeksandr Bondarenko',
  'Iryna Tkachenko',
  'Olena Shevchenko',
  'Andrii Melnyk',
  'Serhii Kravchenko',
  'Natalia Boyko',
  'Yuliia Savchuk',
  'Dmytro Oliinyk',
  'Wiktoria Moroz',
  'Aliaksandr Kazlou',
  'Siarhei Novik',
  'Tatsiana Zhuk',
  'Maryna Lysenko',
  'Wołodymyr Petrenko',
];

/** Whole lines of bank statements, with the counterparty's name and address around the title. */
const BANK_STATEMENT: Template[] = [
  (r) => {
    const [cityName] = city(r);
    return `PRZELEW ZEWNĘTRZNY PRZYCHODZĄCY ${person(r, 0).toUpperCase()} ${pick(r, STREETS).toUpperCase()} ${int(r, 1, 120)} ${String(int(r, 10, 99))}-${String(int(r, 100, 999))} ${cityName.toUpperCase()} TYTUŁ: ${pick(r, ['ZAPŁATA ZA', 'FAKTURA', 'WPŁATA', 'ZWROT'])} ${invoice(r)}`;
  },
  (r) =>
    `Elixir ${date(r)} Nadawca: ${person(r, 0)} Tytuł: ${pick(r, ['wymiana walut', 'zwrot kaucji', 'czynsz', 'darowizna', 'zapłata'])}`,
  (r) =>
    `Zakup przy użyciu karty ${int(r, 4000, 5999)}********${int(r, 1000, 9999)} ${pick(r, ['ŻABKA', 'ORLEN', 'BIEDRONKA', 'LIDL', 'ROSSMANN', 'MEDIA EXPERT', 'CARREFOUR'])} ${city(r)[0].toUpperCase()}`,
  (r) => `Płatność BLIK ${date(r)} ${pick(r, FIRMS)}`,
  (r) => `Przelew na telefon BLIK od ${pick(r, MEN)[0]} ${pick(r, SURNAMES).male[0].charAt(0)}.`,
  (r) => `Zwrot podatku PIT-37 za 2025 Urząd Skarbowy ${city(r)[0]}`,
  (r) => `Wynagrodzenie za ${pick(r, MONTHS)} 2026 ${pick(r, FIRMS).toUpperCase()}`,
  (r) => `SPŁATA KARTY KREDYTOWEJ ${pick(r, BANKS).toUpperCase()}`,
  (r) => `OPŁATA ZA PROWADZENIE RACHUNKU ${month(r)}`,
  (r) =>
    `Przelew SEPA z DE89370400440532013000 ${pick(r, ['MUELLER HANS', 'SCHMIDT ANNA', 'WEBER KLAUS', 'FISCHER EVA'])} rent ${pick(r, ['November', 'October'])}`,
  (r) => `Wymiana walut – ${pick(r, EASTERN_CUSTOMERS)} – ${amount(r)} ${pick(r, CURRENCIES)[0]}`,
  (r) =>
    `Przekaz od ${pick(r, EASTERN_CUSTOMERS)} ${pick(r, ['Kijów', 'Lwów', 'Mińsk', 'Grodno', 'Charków', 'Odessa'])}`,
  (r) =>
    `Nadawca: ${pick(r, FIRMS)} NIP ${int(r, 100, 999)}-${int(r, 100, 999)}-${int(r, 10, 99)}-${int(r, 10, 99)} ${invoice(r)}`,
  (r) =>
    `Zwrot nadpłaty ${order(r)} ${pick(r, ['PGE Obrót', 'Tauron', 'Orange Polska', 'PZU SA'])}`,
];

const NEGATIVE_KINDS: Record<string, Template[]> = {
  bank_statement: BANK_STATEMENT,
  currency_exchange: EXCHANGE_OFFICE,
  crypto_exchange: CRYPTO_EXCHANGE,
  accounting_office: ACCOUNTING,
  gallery: GALLERY,
  auction_house: AUCTION,
  everyday: EVERYDAY,
};

/** How users type: without Polish letters, in capitals or in lower case, with a plain dash. */
function typedAs(random: Random, text: string): string {
  let out = text;
  if (chance(random, 0.25))
    out = out
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L');
  const letterCase = random();
  if (letterCase < 0.08) out = out.toUpperCase();
  else if (letterCase < 0.16) out = out.toLowerCase();
  if (chance(random, 0.05)) out = out.replace(/ – /g, ' - ');
  return out;
}

// --- Positives: listed names in titles ------------------------------------------------------------

/** Foreign names as Polish declines them: Putin → Putina, Natalya → Natalyi, Ali → Alego. */
function declineForeign(word: string, grammaticalCase: number): string {
  if (grammaticalCase === 0 || word.length < 3 || /[^\p{L}-]/u.test(word)) return word;
  const lower = word.toLowerCase();
  if (/[bcdfghjklłmnprstwzńśźż]$/.test(lower)) {
    const soft = /[kg]$/.test(lower) ? 'i' : '';
    return word + ['', 'a', 'owi', `${soft}em`][grammaticalCase]!;
  }
  if (/(?:ey|ei|iy|yy|ij|ej|ay|ai)$/.test(lower)) {
    const stem = word.slice(0, -1) + 'j';
    return stem + ['', 'a', 'owi', 'em'][grammaticalCase]!;
  }
  if (lower.endsWith('a')) {
    const stem = word.slice(0, -1);
    const gen = /[kgljiy]$/i.test(stem) ? 'i' : 'y';
    return stem + ['', gen, 'ie', 'ą'][grammaticalCase]!;
  }
  if (lower.endsWith('i') && grammaticalCase !== 3)
    return word.slice(0, -1) + ['', 'ego', 'emu'][grammaticalCase]!;
  return word;
}

const RUSSIAN_PROGRAM = /RUSSIA|UKRAINE|BELARUS|CYBER|MAGNIT/i;

/** The text before a name and the grammatical case it takes. */
const NAME_FRAMES: [string, number][] = [
  ['Przelew dla', 1],
  ['Przelew od', 1],
  ['Zapłata od', 1],
  ['Zwrot środków od', 1],
  ['Darowizna od', 1],
  ['Faktura {invoice} dla', 1],
  ['Wymiana walut dla', 1],
  ['Przekaz pieniężny', 2],
  ['Wypłata gotówki', 2],
  ['Zapłata', 2],
  ['Rozliczenie z', 3],
  ['Umowa pożyczki z', 3],
  ['Wpłata –', 0],
  ['Zlecenie klienta:', 0],
  ['Beneficjent:', 0],
  ['Na rzecz', 1],
];
const NAME_TAILS = [
  '',
  ' za usługi',
  ' tytułem umowy {order}/2026',
  ' – {money}',
  ' {invoice}',
  ' za {month}',
  ' w kasie',
  ' – zwrot pożyczki',
];
const ENTITY_FRAMES = [
  'Zapłata dla {name} – {invoice}',
  'Faktura {invoice} – {name}',
  'Przelew do {name}',
  'Darowizna na rzecz {name}',
  'Wpłata od {name}',
  'Zaliczka dla {name} za dostawę',
  'Płatność na rzecz {name} {money}',
  'Zwrot od {name}',
  '{name} – {invoice}',
];

function fill(random: Random, template: string, name: string): string {
  return template
    .replaceAll('{name}', name)
    .replace(/{invoice}/g, () => invoice(random))
    .replace(/{order}/g, () => order(random))
    .replace(/{money}/g, () => money(random))
    .replace(/{month}/g, () => month(random));
}

function latinPrimary(entry: ListEntry): string | null {
  const name = entry.names.find((n) => n.kind === 'primary' && n.script === 'latin');
  return name ? name.full : null;
}

/** Lists write surnames in capitals; people type them as names (ZEIDAN → Zeidan). */
const titleCase = (name: string) =>
  name.replace(/\p{Lu}[\p{Lu}'’-]+/gu, (word) => word.charAt(0) + word.slice(1).toLowerCase());

function positiveTitle(random: Random, entry: ListEntry): { text: string; kind: string } | null {
  const listed = latinPrimary(entry);
  if (!listed) return null;
  if (entry.type === 'person') {
    let name = titleCase(naturalOrder(listed)).replace(/\s+/g, ' ').trim();
    const words = name.split(' ');
    if (words.length < 2) return null;
    const polish = entry.programs.some((p) => RUSSIAN_PROGRAM.test(p)) && chance(random, 0.7);
    if (polish) name = toPolishSpelling(name);
    const [frame, grammaticalCase] = pick(random, NAME_FRAMES);
    const declined = chance(random, 0.7);
    const written = declined
      ? name
          .split(' ')
          .map((w) => declineForeign(w, grammaticalCase))
          .join(' ')
      : name;
    const tail = pick(random, NAME_TAILS);
    return {
      text: fill(random, `${frame} ${written}${tail}`, written),
      kind: `person_${declined && grammaticalCase ? 'declined' : 'plain'}${polish ? '_polish_spelling' : ''}`,
    };
  }
  if (entry.type === 'organization') {
    return { text: fill(random, pick(random, ENTITY_FRAMES), listed), kind: 'organization' };
  }
  return null;
}

/**
 * `negatives` ordinary titles, spread over the businesses, and `positives` titles citing a listed
 * person or organization of `entries` (sampled with the seed).
 */
export function generateTitles(
  entries: readonly ListEntry[],
  options: { negatives: number; positives: number; seed?: number },
): { negatives: TitleCase[]; positives: PositiveTitle[] } {
  const random = seededRandom(options.seed ?? 20261127);
  const kinds = Object.entries(NEGATIVE_KINDS);
  const negatives: TitleCase[] = [];
  for (let i = 0; i < options.negatives; i++) {
    const [kind, templates] = kinds[i % kinds.length]!;
    negatives.push({
      id: `n${i + 1}`,
      kind,
      text: typedAs(random, pick(random, templates)(random)),
    });
  }
  const usable = entries.filter((e) => !e.delisted_on && latinPrimary(e));
  const isRussian = (e: ListEntry) => e.programs.some((p) => RUSSIAN_PROGRAM.test(p));
  // Exchanges in Poland see Russian and Belarusian names most: a third of the positives.
  const strata = [
    usable.filter((e) => e.type === 'person' && isRussian(e)),
    usable.filter((e) => e.type === 'person' && !isRussian(e)),
    usable.filter((e) => e.type === 'organization'),
  ].filter((stratum) => stratum.length > 0);
  const positives: PositiveTitle[] = [];
  const used = new Set<ListEntry>();
  for (
    let attempt = 0;
    strata.length > 0 && positives.length < options.positives && attempt < options.positives * 50;
    attempt++
  ) {
    const entry = pick(random, strata[attempt % strata.length]!);
    if (used.has(entry)) continue;
    const title = positiveTitle(random, entry);
    if (!title) continue;
    used.add(entry);
    positives.push({
      id: `p${positives.length + 1}`,
      kind: title.kind,
      text: typedAs(random, title.text),
      source: entry.source,
      entry_id: entry.source_id,
      name: latinPrimary(entry)!,
    });
  }
  return { negatives, positives };
}

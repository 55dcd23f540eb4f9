/**
 * The fake backend's copy in Filipino, by its English: the bank form, order statuses, detail rows,
 * offers, products, payment steps, complaint types and tabs, and every error message, in the words
 * the app's catalogues use (screen-configs/languages/fil: "Paalala", "I-link ang bank card",
 * "verification code", "picture code", "paniningil"). Left in English on purpose: names (banks,
 * e-wallets, stores, products, places), the agreements' titles and documents (legal copy, which the
 * lender publishes in English only), and what a borrower or the lender's staff wrote.
 */

const WORDS: Readonly<Record<string, string>> = {
  // bank form (card-init)
  Bank: 'Bangko',
  'Choose your bank': 'Piliin ang bangko mo',
  'Account number': 'Numero ng account',
  'Enter your account number': 'Ilagay ang numero ng account mo',
  'Enter the branch code': 'Ilagay ang branch code',
  'Choose your e-wallet': 'Piliin ang e-wallet mo',
  'E-wallet number': 'Numero ng e-wallet',
  'Enter the 11-digit number': 'Ilagay ang 11-digit na numero',
  City: 'Lungsod',
  'Choose your city': 'Piliin ang lungsod mo',
  'Salary day': 'Araw ng sahod',
  'Choose the day of the month': 'Piliin ang araw ng buwan',

  // order statuses
  'Under review': 'Sinusuri',
  'Your application is being reviewed. We will notify you within 1 day.':
    'Sinusuri ang iyong application. Aabisuhan ka namin sa loob ng 1 araw.',
  Disbursing: 'Inilalabas ang pera',
  'Your loan is approved and the money is on its way to your account.':
    'Aprubado na ang loan mo at papunta na ang pera sa iyong account.',
  'Not approved': 'Hindi naaprubahan',
  'Sorry, your application was not approved this time. Try one of these products.':
    'Paumanhin, hindi naaprubahan ang iyong application ngayon. Subukan ang isa sa mga produktong ito.',
  'Repayment due': 'Malapit na ang bayad',
  'Your first payment is coming up. Repay on time to keep a good record.':
    'Malapit na ang una mong bayad. Magbayad sa tamang oras para manatiling maganda ang record mo.',
  'Awaiting repayment': 'Naghihintay ng bayad',
  'Please repay before the due date to keep a good credit record.':
    'Pakibayaran bago ang due date para manatiling maganda ang credit record mo.',
  Overdue: 'Lampas na sa due date',
  'Your loan is overdue. Repay now to stop late penalties.':
    'Lampas na sa due date ang loan mo. Magbayad na para hindi na madagdagan ang multa.',
  Repaid: 'Bayad na',
  'Thank you! Your loan is fully repaid. You can borrow again.':
    'Salamat! Bayad na nang buo ang loan mo. Puwede ka nang manghiram ulit.',
  Processing: 'Pinoproseso',
  'Your order is being processed.': 'Pinoproseso ang iyong order.',

  // the order
  'Repay on time to raise your limit.': 'Magbayad sa tamang oras para tumaas ang limit mo.',
  'Bind your bank card': 'I-link ang bank card mo',
  'Your loan will be sent to your bank card. Please bind one first.':
    'Ipapadala ang loan mo sa iyong bank card. Mag-link muna ng isa.',
  'Please make sure your bank card is valid before you repay.':
    'Siguraduhing valid ang bank card mo bago ka magbayad.',

  // detail rows
  'Loan amount': 'Halaga ng loan',
  'Repayment amount': 'Halagang babayaran',
  'Due date': 'Petsa ng bayad',
  'Order number': 'Numero ng order',
  'Applied on': 'Petsa ng pag-apply',
  'Service fee': 'Bayad sa serbisyo',
  Interest: 'Interes',
  'Amount received': 'Halagang matatanggap',
  Principal: 'Prinsipal',
  'Overdue days': 'Mga araw na lampas sa due date',
  'Principal and interest': 'Prinsipal at interes',

  // the offer
  'Daily interest rate 0.05%, no hidden charges': 'Arawang interes na 0.05%, walang nakatagong singil',
  'Point out': 'Paalala',
  'Only one step left to get your money. Are you sure you want to leave?':
    'Isang hakbang na lang para makuha mo ang pera. Sigurado ka bang aalis ka?',
  'Your loan is approved. Leave now and you may lose this offer.':
    'Aprubado na ang loan mo. Kapag umalis ka ngayon, baka mawala ang alok na ito.',
  'Get my loan': 'Kunin ang loan ko',
  'Limited offer: your first 7 days are interest-free!':
    'Limitadong alok: walang interes ang unang 7 araw mo!',

  // recommended products
  'Apply now': 'Mag-apply na',
  'Sold out': 'Ubos na',
  'Approval within 1 day, money in 1-3 days': 'Desisyon sa loob ng 1 araw, pera sa loob ng 1-3 araw',
  'Fast approval': 'Mabilis na pag-apruba',
  'No collateral': 'Walang collateral',
  'Low rate': 'Mababang interes',
  'Repeat bonus': 'Bonus sa susunod na loan',
  Popular: 'Patok',
  New: 'Bago',

  // repayment: steps, notices, rollover
  'Pay at 7-Eleven': 'Magbayad sa 7-Eleven',
  'Go to any 7-Eleven store and open the CLiQQ kiosk.':
    'Pumunta sa kahit anong 7-Eleven at buksan ang CLiQQ kiosk.',
  'Choose Bills Payment, then Loans, then enter your pay code.':
    'Piliin ang Bills Payment, saka ang Loans, saka ilagay ang pay code mo.',
  'Pay the exact amount at the counter and keep the receipt.':
    'Bayaran ang eksaktong halaga sa counter at itago ang resibo.',
  'Pay with GCash': 'Magbayad gamit ang GCash',
  'Open GCash and tap Pay Bills.': 'Buksan ang GCash at i-tap ang Pay Bills.',
  'Search for the lender and enter your pay code and amount.':
    'Hanapin ang nagpapahiram at ilagay ang pay code mo at ang halaga.',
  'Pay at Cebuana Lhuillier': 'Magbayad sa Cebuana Lhuillier',
  'Go to any Cebuana Lhuillier branch and ask for bills payment.':
    'Pumunta sa kahit anong branch ng Cebuana Lhuillier at sabihing magbabayad ka ng bills.',
  'Give your pay code, pay the exact amount and keep the receipt.':
    'Ibigay ang pay code mo, bayaran ang eksaktong halaga at itago ang resibo.',
  'Payments are credited within 30 minutes. Keep your receipt.':
    'Pumapasok ang bayad sa loob ng 30 minuto. Itago ang iyong resibo.',
  'Rollover Repayment': 'I-rollover ang bayad',
  'Pay the extension fee today': 'Bayaran ngayon ang bayad sa extension',
  'Extension fee': 'Bayad sa extension',
  'Your new due date': 'Ang bago mong petsa ng bayad',
  'Next payment': 'Susunod na bayad',

  // complaints
  Collection: 'Paniningil',
  Repayment: 'Pagbabayad',
  'Loan application': 'Pag-apply ng loan',
  Other: 'Iba pa',
  'Rude language': 'Bastos na pananalita',
  'Contacted my family or friends': 'Kinontak ang pamilya o mga kaibigan ko',
  'Called too often': 'Sobrang dalas tumawag',
  Processed: 'Naproseso na',

  // registration landing and the joint-login-fail page
  'Get up to ₱20,000 in minutes': 'Makakuha ng hanggang ₱20,000 sa loob ng ilang minuto',
  'Register with your phone number to claim your first loan.':
    'Magrehistro gamit ang iyong mobile number para makuha ang una mong loan.',
  Register: 'Magrehistro',
  'We could not sign you in to this partner right now.':
    'Hindi ka namin ma-sign in sa partner na ito ngayon.',
  'Your application could not be completed. Try one of these products instead.':
    'Hindi natapos ang iyong application. Subukan na lang ang isa sa mga produktong ito.',

  // error messages
  'Please choose the account type': 'Pakipili ang uri ng account',
  'Please fill in your account information': 'Pakilagay ang impormasyon ng account mo',
  'Please choose a picture': 'Pumili ng larawan',
  'Only pictures can be uploaded': 'Larawan lang ang puwedeng i-upload',
  'The picture is too large': 'Masyadong malaki ang larawan',
  'The picture could not be saved, please try again': 'Hindi na-save ang larawan, pakisubukan ulit',
  'Please choose a question type': 'Pakipili ang uri ng tanong',
  'The selected order does not accept collection complaints.':
    'Hindi puwedeng magreklamo tungkol sa paniningil para sa napiling order.',
  'Please fill in your comments and suggestions': 'Pakisulat ang iyong komento at mungkahi',
  'At most 200 characters': 'Hanggang 200 character lang',
  'At most 9 pictures': 'Hanggang 9 na larawan lang',
  'Complaint not found': 'Hindi nakita ang reklamo',
  'Please choose a score': 'Pakipili ng rating',
  'Product not found': 'Hindi nakita ang produkto',
  'This product is not available now': 'Hindi available ang produktong ito ngayon',
  'Agreement not found': 'Hindi nakita ang kasunduan',
  'The loan offer has changed, please refresh': 'Nagbago ang alok na loan, paki-refresh',
  'The payment session has expired, please try again':
    'Nag-expire na ang session ng pagbabayad, pakisubukan ulit',
  'Please choose a bank card': 'Pumili ng bank card',
  'The amount is not valid': 'Hindi tama ang halaga',
  'Repayment record not found': 'Hindi nakita ang record ng bayad',
  'do not submit payment request twice': 'huwag ipadala nang dalawang beses ang bayad',
  'verification code wrong': 'mali ang verification code',
  'Please enter a valid mobile number.': 'Pakilagay ang tamang mobile number.',
  'The image verification code is wrong': 'Mali ang picture code',
  'This phone number is already registered, please download the app':
    'Nakarehistro na ang mobile number na ito, paki-download ang app',
  'This phone number is already registered': 'Nakarehistro na ang mobile number na ito',
  'The SMS verification code is wrong': 'Mali ang SMS code',
  'Please choose a repayment method': 'Pumili ng paraan ng pagbabayad',
  'The amount has changed, please refresh': 'Nagbago ang halaga, paki-refresh',
  'The offer has expired': 'Nag-expire na ang alok',
  'The account number is invalid': 'Hindi tama ang numero ng account',
  'Service is busy, please try again': 'Abala ang serbisyo, pakisubukan ulit',
  'Order does not exist': 'Walang ganitong order',
  'System busy': 'Abala ang system',
  'Repayment is under maintenance': 'May maintenance ang pagbabayad ngayon',
  'Too many complaints today': 'Sobra na ang dami ng reklamo ngayong araw',
  'Rating failed': 'Hindi naipadala ang rating',
  'Service unavailable': 'Hindi available ang serbisyo',
  'Too many requests, try again later': 'Sobrang daming request, subukan ulit mamaya',
  'Registration is closed': 'Sarado na ang pagrehistro',
  'The page does not exist': 'Walang ganitong page',
  'Please log in again': 'Mag-log in ulit',
};

/** Copy the backend writes around a value: each rule gives the Filipino of what it matched. */
const PATTERNS: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Period (\d+)$/, (m) => `Hulog ${m[1]}`],
  [/^Step (\d+)$/, (m) => `Hakbang ${m[1]}`],
  [/^(\d+(?:\.\d+)?%)\/day$/, (m) => `${m[1]}/araw`],
  [/^(.+) must contain digits only$/, (m) => `Numero lang dapat ang ${filipino(m[1]!)}`],
  [/^Please choose (.+)$/, (m) => `Pakipili ang ${filipino(m[1]!)}`],
];

/** The Filipino of one piece of the backend's English copy, or the text itself when it has none. */
export function filipino(text: string): string {
  if (Object.prototype.hasOwnProperty.call(WORDS, text)) return WORDS[text]!;
  for (const [pattern, write] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return write(match);
  }
  return text;
}

/** Every English text with a Filipino of its own (for tests that walk the copy). */
export const FILIPINO_WORDS = WORDS;

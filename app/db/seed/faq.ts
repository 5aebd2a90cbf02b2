import { faqs, type LocalizedText } from '../schema';
import { company } from './company';
import type { SeedContext } from './context';

const {
  police,
  roadsideAssistance: roadside,
  hotlineAbuDhabiAlAin: hotlineAd,
  hotlineDubaiNorthern: hotlineDxb,
} = company;

type FaqSeed = { question: LocalizedText; answer: LocalizedText };

const faqSeeds: FaqSeed[] = [
  {
    question: {
      en: 'What documents do I need to rent a car as a UAE resident?',
      ar: 'ما المستندات المطلوبة لاستئجار سيارة للمقيمين في الإمارات؟',
    },
    answer: {
      en: 'Your Emirates ID, a valid UAE driving licence and a credit card in your own name. Licences must have been held for at least one year.',
      ar: 'بطاقة الهوية الإماراتية ورخصة قيادة إماراتية سارية وبطاقة ائتمان باسمك. ويجب أن يكون قد مضى على إصدار الرخصة سنة واحدة على الأقل.',
    },
  },
  {
    question: { en: 'What documents do visitors and tourists need?', ar: 'ما المستندات المطلوبة للزوار والسياح؟' },
    answer: {
      en: 'Your passport with a valid entry stamp or visit visa, your home country driving licence and a credit card in your name. Visitors whose licence is not on the UAE’s accepted list also need an International Driving Permit.',
      ar: 'جواز السفر مع ختم دخول أو تأشيرة زيارة سارية، ورخصة القيادة الصادرة من بلدك، وبطاقة ائتمان باسمك. ويحتاج الزوار الذين لا تكون رخصهم ضمن القائمة المعتمدة في الإمارات إلى رخصة قيادة دولية.',
    },
  },
  {
    question: { en: 'What is the minimum age to rent a car?', ar: 'ما الحد الأدنى لعمر المستأجر؟' },
    answer: {
      en: 'You must be at least 23 years old for most cars, and 25 for the Premium, SUV Premium, Luxury and Extra Ordinary categories.',
      ar: 'يجب ألا يقل عمرك عن 23 عاماً لمعظم السيارات، و25 عاماً لفئات السيارات المميزة ودفع رباعي مميزة والفاخرة والاستثنائية.',
    },
  },
  {
    question: { en: 'What is the minimum rental period?', ar: 'ما الحد الأدنى لمدة الإيجار؟' },
    answer: {
      en: 'The minimum rental is 24 hours. Each rental day is 24 hours from the pick-up time, with a grace period of {lateReturnGraceMinutes} minutes on return; after that each hour started costs {lateHourPercent} of the daily price, and once {lateHoursMakingADay} hours are started an extra day is charged instead.',
      ar: 'الحد الأدنى للإيجار 24 ساعة. ويحتسب كل يوم إيجار 24 ساعة من وقت الاستلام مع فترة سماح مدتها {lateReturnGraceMinutes} دقيقة عند الإرجاع، وبعدها تُحتسب كل ساعة تبدأ بنسبة {lateHourPercent} من السعر اليومي، وعند بدء {lateHoursMakingADay} ساعات يُحتسب يوم إضافي بدلاً منها.',
    },
  },
  {
    question: { en: 'What should I do if I have an accident?', ar: 'ماذا أفعل في حال تعرضي لحادث؟' },
    answer: {
      en: `Make sure everyone is safe, then call the police on ${police} (or use the police app for minor accidents) and our 24/7 roadside assistance line on ${roadside}. A police report is required for every accident, however small; without it the insurance cover does not apply.`,
      ar: `تأكد أولاً من سلامة الجميع، ثم اتصل بالشرطة على الرقم ${police} (أو استخدم تطبيق الشرطة للحوادث البسيطة) وبخط المساعدة على الطريق المتاح على مدار الساعة ${roadside}. تقرير الشرطة مطلوب لكل حادث مهما كان بسيطاً، ودونه لا تسري التغطية التأمينية.`,
    },
  },
  {
    question: { en: 'What happens if the car breaks down?', ar: 'ماذا يحدث إذا تعطلت السيارة؟' },
    answer: {
      en: `Move to a safe place, switch on your hazard lights and call our 24/7 roadside assistance on ${roadside}. We will send help or a replacement car as quickly as possible, anywhere in the UAE.`,
      ar: `انتقل إلى مكان آمن وشغّل أضواء التحذير واتصل بخدمة المساعدة على الطريق على مدار الساعة ${roadside}. سنرسل المساعدة أو سيارة بديلة في أسرع وقت ممكن في أي مكان داخل الدولة.`,
    },
  },
  {
    question: { en: 'What is your fuel policy?', ar: 'ما سياسة الوقود لديكم؟' },
    answer: {
      en: 'Please return the car with the same fuel level as at pick-up. Any shortfall is charged at the cost of the fuel plus a {fuelServicePercent} service charge.',
      ar: 'يرجى إرجاع السيارة بمستوى الوقود نفسه عند الاستلام. ويحتسب أي نقص بتكلفة الوقود مضافاً إليها رسوم خدمة بنسبة {fuelServicePercent}.',
    },
  },
  {
    question: { en: 'How are traffic fines handled?', ar: 'كيف يتم التعامل مع المخالفات المرورية؟' },
    answer: {
      en: 'Fines issued during your rental are your responsibility. We pay the authority and charge the fine to you with an administration fee of {trafficFineFee} per traffic fine; black points are transferred to your licence.',
      ar: 'المخالفات الصادرة خلال فترة الإيجار من مسؤوليتك. نقوم بسداد المخالفة للجهة المختصة ونحتسبها عليك مع رسوم إدارية قدرها {trafficFineFee} لكل مخالفة مرورية، وتسجل النقاط السوداء على رخصتك.',
    },
  },
  {
    question: { en: 'How do Salik tolls work in a rental car?', ar: 'كيف تحتسب رسوم سالك في السيارة المستأجرة؟' },
    answer: {
      en: 'All our cars carry a Salik tag. Each crossing through a Dubai toll gate is charged at AED 4 (or the tariff in force at the time) plus a {salikServiceCharge} service charge, and appears on your final invoice.',
      ar: 'جميع سياراتنا مزودة بملصق سالك. وتحتسب كل عملية عبور لبوابات التعرفة في دبي بقيمة 4 دراهم (أو التعرفة المعمول بها وقت العبور) مضافاً إليها رسوم خدمة بنسبة {salikServiceCharge}، وتظهر في فاتورتك النهائية.',
    },
  },
  {
    question: { en: 'Do you deliver to the airport?', ar: 'هل توفرون التوصيل إلى المطار؟' },
    answer: {
      en: 'Yes. Besides our counter at Dubai International Airport, we meet you at arrivals at other airports. The airport branch is priced like any other branch, with no surcharge; please give us your flight number when you book.',
      ar: 'نعم. إضافة إلى مكتبنا في مطار دبي الدولي، نستقبلك في صالة الوصول في المطارات الأخرى. ويُسعَّر فرع المطار كأي فرع آخر دون رسوم إضافية، ويرجى تزويدنا برقم الرحلة عند الحجز.',
    },
  },
  {
    question: {
      en: 'Can I pick up in one city and return in another?',
      ar: 'هل يمكنني الاستلام في مدينة والإرجاع في مدينة أخرى؟',
    },
    answer: {
      en: 'Yes. A one-way fee of {oneWaySameCity} per way applies between two branches in the same city, and an inter-emirate fee of {oneWayOtherCity} per way applies between cities, for example Dubai to Abu Dhabi or Al Ain to Abu Dhabi. The Airport location counts as a city of its own.',
      ar: 'نعم. تطبق رسوم قدرها {oneWaySameCity} لكل اتجاه بين فرعين في المدينة نفسها، ورسوم قدرها {oneWayOtherCity} لكل اتجاه بين المدن والإمارات، مثل دبي إلى أبوظبي أو العين إلى أبوظبي. ويعامل موقع المطار كمدينة مستقلة.',
    },
  },
  {
    question: {
      en: 'Can you deliver the car to my home or office?',
      ar: 'هل يمكنكم توصيل السيارة إلى منزلي أو مكتبي؟',
    },
    answer: {
      en: 'Yes. Choose "Collect from your location" when booking. Delivery costs {oneWaySameCity} within the city of your pick-up branch and {oneWayOtherCity} from another city.',
      ar: 'نعم. اختر "الاستلام من موقعك" عند الحجز. تبلغ رسوم التوصيل {oneWaySameCity} داخل مدينة فرع الاستلام، وتبلغ {oneWayOtherCity} من مدينة أخرى.',
    },
  },
  {
    question: { en: 'How much is the security deposit?', ar: 'كم يبلغ مبلغ التأمين؟' },
    answer: {
      en: 'For daily and weekly rentals we place a pre-authorisation of {depositLowest} to {depositHighest} on your credit card, depending on the car. It is released within {depositReleasePeriod} of the car’s return, once any fines and tolls have been reported, as the rental terms say; your bank may take a few more days to show it.',
      ar: 'للإيجارات اليومية والأسبوعية نحجز مبلغاً مسبقاً يتراوح من {depositLowest} إلى {depositHighest} على بطاقتك الائتمانية حسب السيارة، ويُفرج عنه خلال {depositReleasePeriod} من إرجاع السيارة بعد ورود أي مخالفات أو رسوم عبور كما تنص شروط التأجير، وقد يستغرق البنك بضعة أيام إضافية لإظهاره في حسابك.',
    },
  },
  {
    question: {
      en: 'When is the deposit refunded on a monthly rental?',
      ar: 'متى يسترد مبلغ التأمين في الإيجار الشهري؟',
    },
    answer: {
      en: 'On monthly rentals the deposit is refunded about a month after the car is returned: we wait {depositReleasePeriod} so that every fine and Salik charge has reached us.',
      ar: 'في الإيجار الشهري يسترد مبلغ التأمين بعد نحو شهر من إرجاع السيارة، إذ ننتظر {depositReleasePeriod} حتى تصلنا جميع المخالفات ورسوم سالك.',
    },
  },
  {
    question: { en: 'Who looks after servicing on a long rental?', ar: 'من يتولى صيانة السيارة في الإيجار الطويل؟' },
    answer: {
      en: 'We do, at no extra cost. Please let us know when the car is 500 km before its service is due (the mileage is on the sticker inside the windscreen) and we will book the service or swap the car.',
      ar: 'نحن نتولى ذلك دون أي تكلفة إضافية. يرجى إبلاغنا عندما يتبقى 500 كم على موعد الصيانة (المسافة مدونة على الملصق داخل الزجاج الأمامي) وسنحجز موعد الصيانة أو نستبدل السيارة.',
    },
  },
  {
    question: { en: 'Is insurance included in the price?', ar: 'هل التأمين مشمول في السعر؟' },
    answer: {
      en: 'Every rental includes comprehensive insurance with an excess that you pay if the car is damaged. Collision Damage Waiver (CDW) removes that excess and Personal Accident Insurance (PAI) covers the driver and passengers; both are optional extras priced per day.',
      ar: 'يشمل كل إيجار تأميناً شاملاً مع مبلغ تحمل تدفعه في حال تضرر السيارة. ويعفيك خيار الإعفاء من أضرار التصادم (CDW) من مبلغ التحمل، ويغطي تأمين الحوادث الشخصية (PAI) السائق والركاب، وكلاهما إضافة اختيارية تحتسب يومياً.',
    },
  },
  {
    question: { en: 'Can someone else drive the car?', ar: 'هل يمكن لشخص آخر قيادة السيارة؟' },
    answer: {
      en: 'Yes, if they are registered on the rental agreement as an additional driver. The fee is a flat {additionalDriverFee} per rental and the driver must meet the same age and licence requirements.',
      ar: 'نعم، بشرط تسجيله في عقد الإيجار كسائق إضافي. الرسوم ثابتة قدرها {additionalDriverFee} لكل إيجار، ويجب أن يستوفي السائق شروط العمر والرخصة نفسها.',
    },
  },
  {
    question: { en: 'Do you offer GPS and child seats?', ar: 'هل توفرون أجهزة الملاحة ومقاعد الأطفال؟' },
    answer: {
      en: 'Yes, subject to availability: GPS costs {gpsPerDay} per day and a baby or child seat {babySeatPerDay} per day. Child seats are strongly recommended and required by law for young children.',
      ar: 'نعم، حسب التوفر: جهاز الملاحة بسعر {gpsPerDay} يومياً ومقعد الرضع أو الأطفال بسعر {babySeatPerDay} يومياً. ونوصي بشدة بمقاعد الأطفال، وهي إلزامية قانوناً لصغار السن.',
    },
  },
  {
    question: { en: 'How can I pay?', ar: 'ما طرق الدفع المتاحة؟' },
    answer: {
      en: 'Pay online by card when you book, or choose to pay on pick-up at the branch. Paying on pick-up adds {payOnPickupPercent} to the rental charge. The security deposit always needs a credit card in the renter’s name.',
      ar: 'يمكنك الدفع بالبطاقة عبر الموقع عند الحجز، أو اختيار الدفع عند الاستلام في الفرع، ويضاف {payOnPickupPercent} إلى قيمة الإيجار عند الدفع عند الاستلام. ويتطلب مبلغ التأمين دائماً بطاقة ائتمان باسم المستأجر.',
    },
  },
  {
    question: { en: 'Are prices inclusive of VAT?', ar: 'هل الأسعار شاملة ضريبة القيمة المضافة؟' },
    answer: {
      en: 'Yes. Every price on our website, whether a rental rate, an extra or a fee, includes {vatPercent} VAT. The price breakdown of your booking and your tax invoice show the VAT separately.',
      ar: 'نعم. جميع الأسعار في موقعنا، سواء أسعار الإيجار أو الإضافات أو الرسوم، شاملة ضريبة القيمة المضافة بنسبة {vatPercent}. وتظهر الضريبة بشكل منفصل في تفاصيل سعر الحجز وفي الفاتورة الضريبية.',
    },
  },
  {
    question: { en: 'Can I change my booking?', ar: 'هل يمكنني تعديل حجزي؟' },
    answer: {
      en: 'You can amend your booking online free of charge twice, up to 48 hours before pick-up. For later changes please call us and we will do our best to help.',
      ar: 'يمكنك تعديل حجزك عبر الموقع مجاناً مرتين حتى 48 ساعة قبل موعد الاستلام. وللتعديلات بعد ذلك يرجى الاتصال بنا وسنبذل قصارى جهدنا لمساعدتك.',
    },
  },
  {
    question: { en: 'What is your cancellation policy?', ar: 'ما سياسة الإلغاء لديكم؟' },
    answer: {
      en: 'Cancellation is free up to 24 hours before pick-up. Cancelling within 24 hours costs one day’s rental, and if you do not arrive within 2 hours of the pick-up time the booking is treated as a no-show and one day’s rental is charged.',
      ar: 'الإلغاء مجاني حتى 24 ساعة قبل موعد الاستلام. ويترتب على الإلغاء خلال 24 ساعة دفع قيمة إيجار يوم واحد، وإذا لم تحضر خلال ساعتين من موعد الاستلام يعتبر الحجز عدم حضور ويحتسب إيجار يوم واحد.',
    },
  },
  {
    question: { en: 'Can I drive the car to Oman?', ar: 'هل يمكنني القيادة بالسيارة إلى سلطنة عمان؟' },
    answer: {
      en: 'Yes, with our written permission arranged before you travel. Oman insurance costs {omanInsurancePerWeek} per week and we provide the letter of authority the border requires. Travel to other countries is not allowed.',
      ar: 'نعم، بموافقة خطية منا يتم ترتيبها قبل السفر. يبلغ تأمين سلطنة عمان {omanInsurancePerWeek} لكل أسبوع، ونوفر خطاب التفويض المطلوب عند الحدود. ولا يسمح بالسفر إلى دول أخرى.',
    },
  },
  {
    question: { en: 'Is smoking allowed in the car?', ar: 'هل يسمح بالتدخين في السيارة؟' },
    answer: {
      en: 'No. All our cars are non-smoking; a cleaning charge of {cleaningFee} applies if the car is returned smelling of smoke.',
      ar: 'لا. جميع سياراتنا لغير المدخنين، وتطبق رسوم تنظيف قدرها {cleaningFee} إذا أعيدت السيارة برائحة الدخان.',
    },
  },
  {
    question: { en: 'Is there a mileage limit?', ar: 'هل يوجد حد للمسافة المقطوعة؟' },
    answer: {
      en: 'Daily and weekly rentals include {kmPerDay} km per day and monthly rentals {kmPerMonth} km per month. The allowance and the rate for extra kilometres are printed on your rental agreement.',
      ar: 'تشمل الإيجارات اليومية والأسبوعية {kmPerDay} كم يومياً، والإيجارات الشهرية {kmPerMonth} كم شهرياً. ويدون الحد المسموح وسعر الكيلومترات الإضافية في عقد الإيجار.',
    },
  },
  {
    question: { en: 'Will I get exactly the car I booked?', ar: 'هل سأحصل على السيارة نفسها التي حجزتها؟' },
    answer: {
      en: 'We reserve a model and category for you, not a specific car. If that model is unavailable on the day, we provide a similar car of the same category or better at no extra cost.',
      ar: 'نحجز لك الطراز والفئة وليس سيارة بعينها. وإذا لم يتوفر الطراز يوم الاستلام نوفر لك سيارة مماثلة من الفئة نفسها أو أعلى دون أي تكلفة إضافية.',
    },
  },
  {
    question: {
      en: 'What is the difference between monthly rental and leasing?',
      ar: 'ما الفرق بين الإيجار الشهري والتأجير طويل الأمد؟',
    },
    answer: {
      en: 'Monthly rental is flexible: you can extend, swap or return the car at the end of any month. Leasing is a fixed contract, usually 12 to 48 months, with a lower monthly price and a new car chosen for you. Our team can quote both.',
      ar: 'الإيجار الشهري مرن، إذ يمكنك التمديد أو الاستبدال أو الإرجاع في نهاية أي شهر. أما التأجير طويل الأمد فعقد ثابت مدته عادة من 12 إلى 48 شهراً بسعر شهري أقل وسيارة جديدة يتم اختيارها لك. ويسعد فريقنا بتقديم عرض سعر للخيارين.',
    },
  },
  {
    question: { en: 'How do I reach customer service?', ar: 'كيف أتواصل مع خدمة العملاء؟' },
    answer: {
      en: `Call ${hotlineAd} for Abu Dhabi and Al Ain, or ${hotlineDxb} for Dubai and the Northern Emirates. Our branches are open from 8 am to 8 pm, and roadside assistance on ${roadside} answers 24/7.`,
      ar: `اتصل على ${hotlineAd} لأبوظبي والعين، أو ${hotlineDxb} لدبي والإمارات الشمالية. تفتح فروعنا من الساعة 8 صباحاً حتى 8 مساءً، وتعمل خدمة المساعدة على الطريق ${roadside} على مدار الساعة.`,
    },
  },
];

export async function seedFaq({ tx }: SeedContext): Promise<void> {
  await tx
    .insert(faqs)
    .values(faqSeeds.map((faq, index) => ({ question: faq.question, answer: faq.answer, sortOrder: index + 1 })));
}

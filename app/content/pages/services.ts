import type { LocalizedPageCopy } from './types';

/** Products & Services overview, car rental, leasing and lease to own. */
export const servicesPages = {
  'products-services': {
    en: {
      title: 'Products & Services',
      metaDescription:
        'Car rental, leasing, lease to own, chauffeurs, fleet management, consultancy, outsourcing and certified pre-owned cars: all our UAE services in one place.',
      metaKeywords:
        'car rental UAE, car leasing UAE, lease to own, chauffeur service, fleet management, pre-owned cars',
      heading: 'Products & Services',
      intro:
        'Whatever your journey, we have a way to get you moving. From a one-day rental at the airport to a complete fleet solution for a large organisation, our services are designed around the needs of drivers, families and businesses in the UAE, and delivered from 10+ locations by a team with experience going back to 1996.',
      sections: [
        {
          heading: 'Car rental',
          paragraphs: [
            'Rent by the day, week or month from a fleet that ranges from compact and economy cars to SUVs, luxury models, minivans and commercial vehicles. Collect from one of our branches or the airport, or ask us to deliver the car to your door.',
          ],
        },
        {
          heading: 'Leasing and lease to own',
          paragraphs: [
            'Drive a new car for a fixed monthly payment with maintenance, insurance and registration taken care of. If you would like to own the car in the end, our lease-to-own plans turn your monthly payments into ownership.',
          ],
        },
        {
          heading: 'Chauffeur services',
          paragraphs: [
            'Professional, licensed chauffeurs for airport transfers, business meetings, events and guests, by the hour, the day or on a monthly contract.',
          ],
        },
        {
          heading: 'Solutions for businesses',
          bullets: [
            'Fleet management: we run your vehicles, from servicing and renewals to fines and Salik.',
            'Fleet consultancy: independent advice on the right fleet size, mix and funding.',
            'Outsourcing: vehicles and drivers supplied and managed under one contract.',
            'Sale and lease back: release the capital tied up in your fleet and keep driving the same vehicles.',
          ],
        },
        {
          heading: 'Pre-owned cars',
          paragraphs: [
            'Buy a certified pre-owned car that has been inspected and prepared by our own technicians, with a clear history, financing options and trade-in of your current car.',
          ],
        },
      ],
      cta: { label: 'Send us an enquiry', to: '/enquiry' },
    },
    ar: {
      title: 'المنتجات والخدمات',
      metaDescription:
        'تأجير السيارات والتأجير طويل الأمد والتأجير المنتهي بالتملك والسائق الخاص وإدارة الأساطيل والاستشارات والتعهيد والسيارات المستعملة المعتمدة: جميع خدماتنا في مكان واحد.',
      metaKeywords:
        'تأجير سيارات في الإمارات, تأجير طويل الأمد, تأجير منتهٍ بالتملك, خدمة سائق خاص, إدارة الأساطيل, سيارات مستعملة',
      heading: 'المنتجات والخدمات',
      intro:
        'أياً كانت وجهتك، لدينا ما يناسبك للانطلاق. من تأجير ليوم واحد في المطار إلى حل متكامل لأسطول مؤسسة كبيرة، صُممت خدماتنا لتلبي احتياجات السائقين والعائلات والشركات في الإمارات، ويقدمها من أكثر من 10 مواقع فريقٌ تمتد خبرته إلى عام 1996.',
      sections: [
        {
          heading: 'تأجير السيارات',
          paragraphs: [
            'استأجر باليوم أو الأسبوع أو الشهر من أسطول يضم السيارات الصغيرة والاقتصادية وسيارات الدفع الرباعي والطرازات الفاخرة والحافلات الصغيرة والمركبات التجارية. استلم سيارتك من أحد فروعنا أو من المطار، أو اطلب توصيلها إلى باب منزلك.',
          ],
        },
        {
          heading: 'التأجير طويل الأمد والتأجير المنتهي بالتملك',
          paragraphs: [
            'قُد سيارة جديدة مقابل دفعة شهرية ثابتة، ونحن نتولى الصيانة والتأمين والتسجيل. وإن رغبت في تملّك السيارة في النهاية، فإن خطط التأجير المنتهي بالتملك تحوّل دفعاتك الشهرية إلى ملكية.',
          ],
        },
        {
          heading: 'خدمات السائق الخاص',
          paragraphs: [
            'سائقون محترفون مرخّصون للتنقل من المطار وإليه واجتماعات العمل والمناسبات واستقبال الضيوف، بالساعة أو باليوم أو بعقد شهري.',
          ],
        },
        {
          heading: 'حلول للشركات',
          bullets: [
            'إدارة الأساطيل: نتولى تشغيل مركباتك من الصيانة والتجديد إلى المخالفات ورسوم سالك.',
            'استشارات الأساطيل: مشورة مستقلة حول الحجم والتشكيلة وطريقة التمويل الأنسب لأسطولك.',
            'التعهيد: توفير المركبات والسائقين وإدارتهم بموجب عقد واحد.',
            'البيع وإعادة الاستئجار: حرّر رأس المال المجمّد في أسطولك واستمر في قيادة المركبات ذاتها.',
          ],
        },
        {
          heading: 'السيارات المستعملة',
          paragraphs: [
            'اشترِ سيارة مستعملة معتمدة فحصها وجهزها فنيونا، بسجل واضح، مع خيارات للتمويل وإمكانية استبدال سيارتك الحالية.',
          ],
        },
      ],
      cta: { label: 'أرسل استفسارك', to: '/enquiry' },
    },
  },

  rental: {
    en: {
      title: 'Car Rental in the UAE',
      metaDescription:
        'Rent a car in Abu Dhabi, Dubai, Al Ain, Sharjah or Ras Al Khaimah by the day, week or month. Clear prices with VAT, airport pick-up and delivery to your door.',
      metaKeywords:
        'car rental UAE, rent a car Abu Dhabi, rent a car Dubai, rent a car Al Ain, airport car rental, cheap car rental UAE',
      heading: 'Car Rental',
      intro:
        'Book the right car for your trip in a few minutes. Whether you need a compact car for city errands, an SUV for a family weekend in Al Ain or a minivan for a group, our fleet and our 10+ locations across the Emirates make renting simple, with the full price shown before you confirm.',
      sections: [
        {
          heading: 'Rent by the day, week or month',
          paragraphs: [
            'The longer you rent, the lower your daily price. Rentals of 1 to 6 days use our daily rate, 7 to 21 days our weekly rate, and 22 days or more our monthly rate. Extras such as collision damage waiver and GPS follow the same tiers, and every price includes {vatPercent} VAT.',
          ],
        },
        {
          heading: 'A car for every journey',
          paragraphs: [
            'Choose from twelve vehicle categories: Compact, Economy, Intermediate, Standard, Premium, Full Size, SUV Standard, SUV Premium, Luxury, Extra Ordinary, Mini Van and Commercial. You reserve a category, and we prepare a car of that category for you.',
          ],
        },
        {
          heading: 'What is included',
          bullets: [
            'Insurance as required by UAE law, with optional collision damage waiver and personal accident insurance.',
            'Regular maintenance, and 24/7 roadside assistance for breakdowns and emergencies.',
            'Free online amendments to your booking, twice, up to 48 hours before pick-up.',
            'Optional extras: additional driver, GPS and child seats.',
          ],
        },
        {
          heading: 'Pick-up, delivery and one-way rentals',
          paragraphs: [
            'Collect your car at a branch in Al Ain, Abu Dhabi, Dubai, Sharjah or Ras Al Khaimah, or at the airport. We can also deliver to your home, hotel or office and collect it afterwards; additional collection charges may apply. Returning to a different branch is possible for a one-way fee shown before you book.',
          ],
        },
      ],
      cta: { label: 'Browse the fleet', to: '/fleet-guide' },
    },
    ar: {
      title: 'تأجير السيارات في الإمارات',
      metaDescription:
        'استأجر سيارة في أبوظبي أو دبي أو العين أو الشارقة أو رأس الخيمة باليوم أو الأسبوع أو الشهر، بأسعار واضحة شاملة الضريبة واستلام من المطار وتوصيل إلى بابك.',
      metaKeywords:
        'تأجير سيارات في الإمارات, تأجير سيارات أبوظبي, تأجير سيارات دبي, تأجير سيارات العين, تأجير سيارات في المطار, تأجير سيارات رخيص',
      heading: 'تأجير السيارات',
      intro:
        'احجز السيارة المناسبة لرحلتك خلال دقائق. سواء احتجت سيارة صغيرة لمشاويرك في المدينة، أو سيارة دفع رباعي لعطلة عائلية في العين، أو حافلة صغيرة لمجموعة، فإن أسطولنا ومواقعنا التي تزيد على 10 في أنحاء الإمارات تجعل التأجير سهلاً، مع عرض السعر الكامل قبل التأكيد.',
      sections: [
        {
          heading: 'استأجر باليوم أو الأسبوع أو الشهر',
          paragraphs: [
            'كلما طالت مدة التأجير انخفض السعر اليومي. تُحتسب الإيجارات من يوم إلى 6 أيام بالسعر اليومي، ومن 7 إلى 21 يوماً بالسعر الأسبوعي، و22 يوماً فأكثر بالسعر الشهري. وتتبع الإضافات مثل إعفاء أضرار التصادم ونظام الملاحة الفئات ذاتها، وتشمل جميع الأسعار ضريبة القيمة المضافة بنسبة {vatPercent}.',
          ],
        },
        {
          heading: 'سيارة لكل رحلة',
          paragraphs: [
            'اختر من بين اثنتي عشرة فئة: المدمجة، والاقتصادية، والمتوسطة، والقياسية، والمميزة، والكاملة الحجم، والدفع الرباعي القياسية، والدفع الرباعي المميزة، والفاخرة، والاستثنائية، والحافلات الصغيرة، والتجارية. أنت تحجز الفئة، ونحن نجهز لك سيارة من تلك الفئة.',
          ],
        },
        {
          heading: 'ما يشمله التأجير',
          bullets: [
            'التأمين الذي يشترطه القانون الإماراتي، مع إمكانية إضافة إعفاء أضرار التصادم والتأمين ضد الحوادث الشخصية.',
            'الصيانة الدورية، والمساعدة على الطريق على مدار الساعة طوال أيام الأسبوع في حالات الأعطال والطوارئ.',
            'تعديل الحجز عبر الإنترنت مجاناً مرتين حتى 48 ساعة قبل موعد الاستلام.',
            'إضافات اختيارية: سائق إضافي ونظام ملاحة ومقاعد أطفال.',
          ],
        },
        {
          heading: 'الاستلام والتوصيل والتأجير باتجاه واحد',
          paragraphs: [
            'استلم سيارتك من أحد فروعنا في العين أو أبوظبي أو دبي أو الشارقة أو رأس الخيمة، أو من المطار. ويمكننا أيضاً توصيلها إلى منزلك أو فندقك أو مكتبك واستلامها لاحقاً، وقد تُطبق رسوم استلام إضافية. ويمكنك إعادة السيارة إلى فرع آخر مقابل رسوم اتجاه واحد تظهر قبل الحجز.',
          ],
        },
      ],
      cta: { label: 'تصفح الأسطول', to: '/fleet-guide' },
    },
  },

  leasing: {
    en: {
      title: 'Car Leasing for Individuals and Businesses',
      metaDescription:
        'Lease a car in the UAE for one fixed monthly payment covering maintenance, insurance, registration and roadside assistance. For individuals and companies.',
      metaKeywords:
        'car leasing UAE, long term car rental, corporate car leasing, lease a car Dubai, lease a car Abu Dhabi, monthly car lease',
      heading: 'Car Leasing',
      intro:
        'Leasing gives you a new, reliable car without the cost and worry of owning one. You choose the vehicle, the contract length and the annual mileage; we take care of everything else for one predictable monthly payment.',
      sections: [
        {
          heading: 'Why lease with us',
          bullets: [
            'A fixed monthly cost that makes budgeting simple.',
            'No large up-front purchase and no resale risk at the end of the term.',
            'Maintenance, servicing, registration renewal and insurance included.',
            '24/7 roadside assistance, and a replacement car while yours is in the workshop.',
            'A choice of brands and categories, from economy saloons to SUVs and commercial vehicles.',
          ],
        },
        {
          heading: 'For businesses and individuals',
          paragraphs: [
            'Companies lease from us to keep their teams moving without tying up capital. We can lease a single car or an entire fleet, add your branding to commercial vehicles, and send one consolidated invoice each month, with Salik and traffic fines passed through clearly.',
            'Individuals lease from us too. It is a simple alternative to a car loan: at the end of the term you hand the car back and choose a new one, with no need to sell the old car yourself.',
          ],
        },
        {
          heading: 'How it works',
          steps: [
            {
              title: 'Request a quote',
              text: 'Tell us the make and model you have in mind, the contract length, your expected annual mileage and whether you want maintenance included.',
            },
            {
              title: 'Receive your proposal',
              text: 'Our leasing team sends a clear proposal with the monthly payment and everything it covers, and answers any questions you have.',
            },
            {
              title: 'Sign and drive',
              text: 'Once the contract and documents are in order, we prepare the car and deliver it to you or hand it over at your nearest branch.',
            },
          ],
        },
      ],
      cta: { label: 'Request a lease quote', to: '/lease-enquiry' },
    },
    ar: {
      title: 'التأجير طويل الأمد للأفراد والشركات',
      metaDescription:
        'استأجر سيارة في الإمارات مقابل دفعة شهرية ثابتة تشمل الصيانة والتأمين والتسجيل والمساعدة على الطريق. خطط مناسبة للأفراد والشركات.',
      metaKeywords:
        'تأجير سيارات طويل الأمد في الإمارات, تأجير سيارات للشركات, استئجار سيارة دبي, استئجار سيارة أبوظبي, تأجير سيارات شهري',
      heading: 'التأجير طويل الأمد',
      intro:
        'يمنحك التأجير طويل الأمد سيارة جديدة وموثوقة دون تكاليف التملك وأعبائه. أنت تختار السيارة ومدة العقد والمسافة السنوية المقطوعة، ونحن نتولى كل ما عدا ذلك مقابل دفعة شهرية واحدة ثابتة.',
      sections: [
        {
          heading: 'لماذا تستأجر منا',
          bullets: [
            'تكلفة شهرية ثابتة تسهّل التخطيط لميزانيتك.',
            'لا حاجة إلى دفع مبلغ شراء كبير مقدماً، ولا مخاطر لإعادة البيع في نهاية العقد.',
            'الصيانة والخدمة الدورية وتجديد التسجيل والتأمين مشمولة.',
            'مساعدة على الطريق على مدار الساعة، وسيارة بديلة أثناء وجود سيارتك في الورشة.',
            'مجموعة من العلامات التجارية والفئات، من سيارات السيدان الاقتصادية إلى سيارات الدفع الرباعي والمركبات التجارية.',
          ],
        },
        {
          heading: 'للشركات والأفراد',
          paragraphs: [
            'تستأجر الشركات منا لتبقي فرقها في حركة دائمة دون تجميد رأس المال. يمكننا تأجير سيارة واحدة أو أسطول كامل، وإضافة هويتك التجارية على المركبات التجارية، وإرسال فاتورة موحدة كل شهر تظهر فيها رسوم سالك والمخالفات المرورية بوضوح.',
            'ويستأجر منا الأفراد أيضاً، فهو بديل بسيط لقرض السيارة: في نهاية العقد تعيد السيارة وتختار أخرى جديدة، دون الحاجة إلى بيع سيارتك القديمة بنفسك.',
          ],
        },
        {
          heading: 'كيف يعمل',
          steps: [
            {
              title: 'اطلب عرض سعر',
              text: 'أخبرنا بالعلامة والطراز اللذين تفكر فيهما، ومدة العقد، والمسافة السنوية المتوقعة، وما إذا كنت ترغب في شمول الصيانة.',
            },
            {
              title: 'استلم عرضك',
              text: 'يرسل إليك فريق التأجير عرضاً واضحاً بالدفعة الشهرية وكل ما تشمله، ويجيب عن جميع أسئلتك.',
            },
            {
              title: 'وقّع وانطلق',
              text: 'بعد استكمال العقد والمستندات، نجهز السيارة ونوصلها إليك أو نسلمها لك في أقرب فرع.',
            },
          ],
        },
      ],
      cta: { label: 'اطلب عرض سعر للتأجير', to: '/lease-enquiry' },
    },
  },

  'lease-own': {
    en: {
      title: 'Car Lease to Own',
      metaDescription:
        'Drive now and own later with our lease-to-own plans in the UAE: fixed monthly payments, maintenance options and ownership of the car at the end of the term.',
      metaKeywords:
        'lease to own car UAE, rent to own car Dubai, rent to own car Abu Dhabi, car ownership plan, lease to own',
      heading: 'Car Lease to Own',
      intro:
        'Lease to own is the simple way to drive the car you want today and make it yours over time. You pay a fixed monthly amount for an agreed term, and when the final payment is made, ownership of the car passes to you.',
      sections: [
        {
          heading: 'Who it suits',
          paragraphs: [
            'Lease to own suits UAE residents who want their own car but prefer steady monthly payments to a large purchase, and those who are building their financial history in the country. It also suits small businesses that want to own their vehicles without paying for them all at once.',
          ],
        },
        {
          heading: 'What you get',
          bullets: [
            'A car of your choice from our range of new and certified pre-owned vehicles.',
            'Fixed monthly payments agreed at the start, with no surprises.',
            'The option to include maintenance, insurance and registration in your plan.',
            'Ownership transferred to your name at the end of the term.',
          ],
        },
        {
          heading: 'Lease to own or leasing?',
          paragraphs: [
            'If you like to change your car every few years, standard leasing may suit you better: you hand the car back at the end of the term and drive away in a new one. If you would rather keep your car for the long run, lease to own builds towards ownership with every payment. Our team will gladly compare both options for you.',
          ],
        },
        {
          heading: 'How to start',
          steps: [
            {
              title: 'Tell us what you need',
              text: 'Send a quote request with the car you would like, the term that suits you and whether you want maintenance included.',
            },
            {
              title: 'Share your documents',
              text: 'We ask for your Emirates ID, UAE driving licence and proof of income, and confirm the plan with you.',
            },
            {
              title: 'Drive and own',
              text: 'Collect the car and start driving. After the final payment we transfer the registration to your name.',
            },
          ],
        },
      ],
      cta: { label: 'Request a quote', to: '/lease-enquiry' },
    },
    ar: {
      title: 'التأجير المنتهي بالتملك',
      metaDescription:
        'قُد الآن وتملّك لاحقاً مع خطط التأجير المنتهي بالتملك في الإمارات: دفعات شهرية ثابتة وخيارات للصيانة وتملّك السيارة في نهاية العقد.',
      metaKeywords:
        'تأجير منتهٍ بالتملك في الإمارات, سيارة إيجار منتهٍ بالتملك دبي, إيجار منتهٍ بالتملك أبوظبي, خطة تملك سيارة',
      heading: 'التأجير المنتهي بالتملك',
      intro:
        'التأجير المنتهي بالتملك هو الطريقة الأسهل لتقود السيارة التي تريدها اليوم وتتملكها مع الوقت. تدفع مبلغاً شهرياً ثابتاً لمدة متفق عليها، وعند سداد الدفعة الأخيرة تنتقل ملكية السيارة إليك.',
      sections: [
        {
          heading: 'لمن يناسب',
          paragraphs: [
            'يناسب التأجير المنتهي بالتملك المقيمين في الإمارات الراغبين في امتلاك سيارتهم الخاصة مع تفضيل دفعات شهرية منتظمة على مبلغ شراء كبير، ومن يبنون سجلهم المالي في الدولة. كما يناسب المؤسسات الصغيرة التي تريد تملّك مركباتها دون دفع ثمنها دفعة واحدة.',
          ],
        },
        {
          heading: 'ما تحصل عليه',
          bullets: [
            'سيارة من اختيارك من مجموعتنا من السيارات الجديدة والمستعملة المعتمدة.',
            'دفعات شهرية ثابتة يُتفق عليها منذ البداية دون مفاجآت.',
            'إمكانية شمول الصيانة والتأمين والتسجيل في خطتك.',
            'نقل الملكية باسمك في نهاية العقد.',
          ],
        },
        {
          heading: 'التأجير المنتهي بالتملك أم التأجير طويل الأمد؟',
          paragraphs: [
            'إذا كنت تحب تغيير سيارتك كل بضع سنوات، فقد يناسبك التأجير طويل الأمد أكثر: تعيد السيارة في نهاية العقد وتنطلق بأخرى جديدة. أما إذا كنت تفضّل الاحتفاظ بسيارتك على المدى الطويل، فإن التأجير المنتهي بالتملك يقرّبك من الملكية مع كل دفعة. ويسعد فريقنا بمقارنة الخيارين لك.',
          ],
        },
        {
          heading: 'كيف تبدأ',
          steps: [
            {
              title: 'أخبرنا بما تحتاج',
              text: 'أرسل طلب عرض سعر يتضمن السيارة التي تريدها والمدة التي تناسبك وما إذا كنت ترغب في شمول الصيانة.',
            },
            {
              title: 'شاركنا مستنداتك',
              text: 'نطلب بطاقة الهوية الإماراتية ورخصة القيادة الإماراتية وإثبات الدخل، ثم نؤكد الخطة معك.',
            },
            {
              title: 'قُد وتملّك',
              text: 'استلم السيارة وابدأ القيادة، وبعد سداد الدفعة الأخيرة ننقل تسجيل السيارة باسمك.',
            },
          ],
        },
      ],
      cta: { label: 'اطلب عرض سعر', to: '/lease-enquiry' },
    },
  },
} satisfies Record<string, LocalizedPageCopy>;

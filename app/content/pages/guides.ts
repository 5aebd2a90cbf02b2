import type { LocalizedPageCopy } from './types';

/** Renter's guide pages: rental information, the 3-step setup, locations, FAQ, terms and the sitemap. */
export const guidesPages = {
  'rental-information': {
    en: {
      title: 'Rental Information',
      metaDescription:
        'Everything to know before renting a car in the UAE: age and licence rules, documents, deposit, fuel, Salik, traffic fines, cancellations and travel to Oman.',
      metaKeywords:
        'car rental requirements UAE, rental deposit, Salik charges rental car, rent a car documents, tourist car rental UAE',
      heading: 'Rental Information',
      intro:
        'A few minutes with this page will make your rental smooth from start to finish. Here are the main rules in plain language; the full Terms & Conditions apply to every booking.',
      sections: [
        {
          heading: 'Who can rent',
          bullets: [
            'Drivers aged 23 or over; 25 or over for Premium, SUV Premium, Luxury and Extra Ordinary cars.',
            'A driving licence held for at least one year.',
            'UAE residents: Emirates ID and a valid UAE driving licence.',
            'Visitors: passport with visa or entry stamp, home country licence and an International Driving Permit where your licence is not accepted on its own in the UAE.',
          ],
        },
        {
          heading: 'Payment and deposit',
          paragraphs: [
            'We take a refundable security pre-authorisation, usually {depositLowest} to {depositHighest}, on a credit card in the renter’s name. It is released within {depositReleasePeriod} of the car’s return, once any fines, Salik tolls or damage have been settled. All prices include {vatPercent} VAT, shown separately in your price breakdown.',
          ],
        },
        {
          heading: 'Fuel, Salik and traffic fines',
          paragraphs: [
            'Return the car with the same fuel level as at pick-up; any shortfall is charged at cost plus a {fuelServicePercent} service charge. Salik tolls are passed on at cost plus a {salikServiceCharge} service charge. Traffic fines registered against the car during your rental are charged to you with an administration fee.',
          ],
        },
        {
          heading: 'Changes, cancellations and returns',
          bullets: [
            'Amend your booking online free of charge, twice, up to 48 hours before pick-up.',
            'Cancellations made less than 24 hours before pick-up are charged one day’s rental.',
            'A booking is treated as a no-show two hours after the pick-up time.',
            'The minimum rental is 24 hours, with a one-hour grace period on return.',
          ],
        },
        {
          heading: 'Extras and travel to Oman',
          paragraphs: [
            'GPS costs {gpsPerDay} and a child seat {babySeatPerDay} per day. Driving into Oman needs our approval in advance and costs {omanInsurancePerWeek} per week for the required insurance and documents. Smoking is not allowed in our cars; a cleaning charge of {cleaningFee} applies.',
          ],
        },
      ],
      cta: { label: 'Read the full terms', to: '/terms-conditions' },
    },
    ar: {
      title: 'معلومات التأجير',
      metaDescription:
        'كل ما تحتاج معرفته قبل استئجار سيارة في الإمارات: شروط العمر والرخصة والمستندات والتأمين النقدي والوقود وسالك والمخالفات والإلغاء والسفر إلى عُمان.',
      metaKeywords:
        'شروط تأجير السيارات في الإمارات, تأمين سيارة الإيجار, رسوم سالك سيارة إيجار, مستندات تأجير السيارات, تأجير سيارات للسياح',
      heading: 'معلومات التأجير',
      intro:
        'دقائق قليلة مع هذه الصفحة تجعل تجربة التأجير سلسة من البداية إلى النهاية. إليك أهم القواعد بلغة واضحة، مع العلم أن الشروط والأحكام الكاملة تسري على كل حجز.',
      sections: [
        {
          heading: 'من يمكنه الاستئجار',
          bullets: [
            'السائقون الذين تبلغ أعمارهم 23 عاماً فأكثر، و25 عاماً فأكثر لسيارات الفئات المميزة والدفع الرباعي المميزة والفاخرة والاستثنائية.',
            'رخصة قيادة مضى على إصدارها عام واحد على الأقل.',
            'المقيمون في الإمارات: بطاقة الهوية الإماراتية ورخصة قيادة إماراتية سارية.',
            'الزوار: جواز سفر يحمل التأشيرة أو ختم الدخول، ورخصة القيادة من بلدك، ورخصة قيادة دولية إذا كانت رخصتك غير معتمدة وحدها في الإمارات.',
          ],
        },
        {
          heading: 'الدفع والتأمين النقدي',
          paragraphs: [
            'نحجز مبلغ ضمان مسترداً على بطاقة ائتمان باسم المستأجر، يتراوح عادة من {depositLowest} إلى {depositHighest}، ويُفرج عنه خلال {depositReleasePeriod} من إعادة السيارة بعد تسوية أي مخالفات أو رسوم سالك أو أضرار. وتشمل جميع الأسعار ضريبة القيمة المضافة بنسبة {vatPercent}، وتظهر الضريبة بشكل منفصل في تفاصيل السعر.',
          ],
        },
        {
          heading: 'الوقود وسالك والمخالفات المرورية',
          paragraphs: [
            'أعد السيارة بمستوى الوقود نفسه الذي استلمتها به، وإلا يُحتسب النقص بسعر التكلفة مضافاً إليه رسم خدمة بنسبة {fuelServicePercent}. وتُحمَّل رسوم سالك بسعر التكلفة مع رسم خدمة بنسبة {salikServiceCharge}. أما المخالفات المرورية المسجلة على السيارة خلال فترة التأجير فتُحمَّل عليك مع رسم إداري.',
          ],
        },
        {
          heading: 'التعديل والإلغاء والإعادة',
          bullets: [
            'عدّل حجزك عبر الإنترنت مجاناً مرتين حتى 48 ساعة قبل موعد الاستلام.',
            'يُحتسب أجر يوم واحد عند الإلغاء قبل أقل من 24 ساعة من موعد الاستلام.',
            'يُعدّ الحجز عدم حضور بعد مرور ساعتين على موعد الاستلام.',
            'الحد الأدنى للتأجير 24 ساعة، مع ساعة سماح واحدة عند الإعادة.',
          ],
        },
        {
          heading: 'الإضافات والسفر إلى عُمان',
          paragraphs: [
            'تبلغ تكلفة نظام الملاحة {gpsPerDay} ومقعد الطفل {babySeatPerDay} يومياً. ويتطلب دخول سلطنة عُمان بالسيارة موافقتنا المسبقة، بتكلفة {omanInsurancePerWeek} أسبوعياً مقابل التأمين والمستندات المطلوبة. ويُمنع التدخين في سياراتنا، وتُطبق رسوم تنظيف بقيمة {cleaningFee} في حال التدخين.',
          ],
        },
      ],
      cta: { label: 'اقرأ الشروط الكاملة', to: '/terms-conditions' },
    },
  },

  'registration-guide': {
    en: {
      title: '3-Steps Rental Setup',
      metaDescription:
        'Set up your account in three steps: register with your mobile number and documents, let our team activate your account, then sign in and book your car online.',
      metaKeywords:
        'register car rental account, online car rental UAE, how to book a rental car, rent a car registration',
      heading: '3-Steps Rental Setup',
      intro:
        'Register once and every future booking takes only a few minutes. Here is how to set up your account, from your first sign-up to driving away.',
      sections: [
        {
          heading: 'Your three steps',
          steps: [
            {
              title: 'Register',
              text: 'Select Register, enter your name, email address and mobile number, and confirm the one-time code we send you by SMS. Then choose a password, add your date of birth, driving licence and passport details, and upload a copy of your Emirates ID and driving licence.',
            },
            {
              title: 'Account activation',
              text: 'Our customer service team checks your documents against your details. Once everything matches, we activate your account and tell you by email. If something is missing or unclear, we explain what to upload.',
            },
            {
              title: 'Sign in and book',
              text: 'Sign in, choose your pick-up location, dates and vehicle, add any extras and review the full price with VAT. Pay online by card or choose to pay on pick-up.',
            },
          ],
        },
        {
          heading: 'What you need',
          bullets: [
            'UAE residents: Emirates ID and a valid UAE driving licence.',
            'Visitors: passport, home country driving licence and, where required, an International Driving Permit.',
            'A mobile number that can receive SMS.',
            'A credit card in your name for the security deposit.',
          ],
        },
        {
          heading: 'Helpful tips',
          bullets: [
            'Enter your mobile number without the leading 0; the UAE code +971 is already selected.',
            'Your password needs at least 8 characters, with a lowercase letter, a capital letter, a digit and a special character such as @.',
            'Upload clear photos or PDFs, with every corner of the document visible.',
            'Renting for a company? Call us or send an enquiry and we will set up a corporate account.',
          ],
        },
      ],
      cta: { label: 'Find your car', to: '/fleet-guide' },
    },
    ar: {
      title: 'إعداد التأجير في 3 خطوات',
      metaDescription:
        'أنشئ حسابك في ثلاث خطوات: سجّل برقم هاتفك المتحرك ومستنداتك، وانتظر تفعيل فريقنا لحسابك، ثم سجّل الدخول واحجز سيارتك عبر الإنترنت.',
      metaKeywords:
        'تسجيل حساب تأجير سيارات, تأجير سيارات عبر الإنترنت في الإمارات, كيفية حجز سيارة إيجار, التسجيل لتأجير سيارة',
      heading: 'إعداد التأجير في 3 خطوات',
      intro:
        'سجّل مرة واحدة، ولن يستغرق كل حجز لاحق سوى دقائق. إليك كيفية إعداد حسابك، من التسجيل الأول حتى الانطلاق بسيارتك.',
      sections: [
        {
          heading: 'خطواتك الثلاث',
          steps: [
            {
              title: 'التسجيل',
              text: 'اختر "التسجيل"، وأدخل اسمك وبريدك الإلكتروني ورقم هاتفك المتحرك، ثم أكّد رمز التحقق الذي نرسله إليك عبر رسالة نصية. بعد ذلك اختر كلمة مرور، وأضف تاريخ ميلادك وبيانات رخصة القيادة وجواز السفر، وحمّل نسخة من بطاقة الهوية الإماراتية ورخصة القيادة.',
            },
            {
              title: 'تفعيل الحساب',
              text: 'يراجع فريق خدمة العملاء مستنداتك ويطابقها مع بياناتك. وعند تطابق كل شيء نفعّل حسابك ونبلغك عبر البريد الإلكتروني. وإذا كان هناك نقص أو شيء غير واضح، نوضح لك ما يجب تحميله.',
            },
            {
              title: 'تسجيل الدخول والحجز',
              text: 'سجّل الدخول، واختر موقع الاستلام والمواعيد والسيارة، وأضف ما تحتاجه من إضافات، وراجع السعر الكامل شاملاً الضريبة. ادفع إلكترونياً بالبطاقة أو اختر الدفع عند الاستلام.',
            },
          ],
        },
        {
          heading: 'ما تحتاجه',
          bullets: [
            'المقيمون في الإمارات: بطاقة الهوية الإماراتية ورخصة قيادة إماراتية سارية.',
            'الزوار: جواز السفر ورخصة القيادة من بلدك، ورخصة قيادة دولية عند الحاجة.',
            'رقم هاتف متحرك يستقبل الرسائل النصية.',
            'بطاقة ائتمان باسمك لمبلغ التأمين.',
          ],
        },
        {
          heading: 'نصائح مفيدة',
          bullets: [
            'أدخل رقم هاتفك المتحرك دون الصفر في بدايته، فرمز الإمارات +971 محدد مسبقاً.',
            'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل، وتتضمن حرفاً صغيراً وحرفاً كبيراً ورقماً ورمزاً خاصاً مثل @.',
            'حمّل صوراً واضحة أو ملفات PDF تظهر فيها جميع زوايا المستند.',
            'تستأجر لشركة؟ اتصل بنا أو أرسل استفساراً وسنُنشئ لك حساباً للشركات.',
          ],
        },
      ],
      cta: { label: 'ابحث عن سيارتك', to: '/fleet-guide' },
    },
  },

  'location-guide': {
    en: {
      title: 'Location Guide',
      metaDescription:
        'Find our car rental branches in Al Ain, Abu Dhabi, Dubai, Sharjah, Ras Al Khaimah and at the airport, with phone numbers, opening hours and map directions.',
      metaKeywords:
        'car rental near me, car rental branches UAE, rent a car Al Ain, rent a car Abu Dhabi, rent a car Dubai, airport car rental',
      heading: 'Location Guide',
      intro:
        'With 10+ locations across the Emirates, there is always a branch near you. Below you will find each branch by emirate, with its phone number, opening hours and a map link. For help with any booking, call {hotlineAbuDhabiAlAin} for Abu Dhabi and Al Ain, or {hotlineDubaiNorthern} for Dubai and the Northern Emirates.',
      sections: [],
      cta: { label: 'Contact us', to: '/contact-us' },
    },
    ar: {
      title: 'دليل الفروع',
      metaDescription:
        'اعثر على فروعنا لتأجير السيارات في العين وأبوظبي ودبي والشارقة ورأس الخيمة والمطار، مع أرقام الهواتف ومواعيد العمل والاتجاهات على الخريطة.',
      metaKeywords:
        'تأجير سيارات بالقرب مني, فروع تأجير السيارات في الإمارات, تأجير سيارات العين, تأجير سيارات أبوظبي, تأجير سيارات دبي, تأجير سيارات المطار',
      heading: 'دليل الفروع',
      intro:
        'مع أكثر من 10 مواقع في أنحاء الإمارات، ستجد دائماً فرعاً قريباً منك. ستجد أدناه فروعنا مرتبة حسب الإمارة، مع رقم هاتف كل فرع ومواعيد عمله ورابط موقعه على الخريطة. وللمساعدة في أي حجز، اتصل على {hotlineAbuDhabiAlAin} لأبوظبي والعين، أو {hotlineDubaiNorthern} لدبي والإمارات الشمالية.',
      sections: [],
      cta: { label: 'تواصل معنا', to: '/contact-us' },
    },
  },

  faq: {
    en: {
      title: 'Frequently Asked Questions',
      metaDescription:
        'Answers to common car rental questions in the UAE: documents, deposits, insurance, fuel, Salik, traffic fines, airport pick-up, one-way rentals and more.',
      metaKeywords:
        'car rental FAQ, rent a car questions UAE, rental deposit, Salik rental car, traffic fines rental car',
      heading: 'Frequently Asked Questions',
      intro:
        'Here are answers to the questions our customers ask most often, about documents, deposits, insurance, fuel, Salik, traffic fines and what to do in an emergency. If you cannot find what you are looking for, call {hotlineAbuDhabiAlAin} for Abu Dhabi and Al Ain, or {hotlineDubaiNorthern} for Dubai and the Northern Emirates.',
      sections: [],
      cta: { label: 'Ask us a question', to: '/contact-us' },
    },
    ar: {
      title: 'الأسئلة الشائعة',
      metaDescription:
        'إجابات عن الأسئلة الشائعة حول تأجير السيارات في الإمارات: المستندات والتأمين النقدي والتأمين والوقود وسالك والمخالفات والاستلام من المطار والتأجير باتجاه واحد.',
      metaKeywords:
        'أسئلة تأجير السيارات, أسئلة شائعة تأجير سيارات الإمارات, تأمين سيارة الإيجار, سالك سيارة إيجار, مخالفات سيارة الإيجار',
      heading: 'الأسئلة الشائعة',
      intro:
        'إليك إجابات عن أكثر الأسئلة التي يطرحها عملاؤنا، حول المستندات والتأمين النقدي والتأمين والوقود ورسوم سالك والمخالفات المرورية وما يجب فعله في حالات الطوارئ. وإن لم تجد ما تبحث عنه، اتصل على {hotlineAbuDhabiAlAin} لأبوظبي والعين، أو {hotlineDubaiNorthern} لدبي والإمارات الشمالية.',
      sections: [],
      cta: { label: 'اطرح سؤالك', to: '/contact-us' },
    },
  },

  'terms-conditions': {
    en: {
      title: 'Terms & Conditions',
      metaDescription:
        'The terms and conditions that apply to every car rental with us in the UAE: eligibility, payment, deposit, insurance, fuel, Salik, fines and cancellations.',
      metaKeywords: 'car rental terms and conditions, rental agreement UAE, rent a car terms',
      heading: 'Terms & Conditions',
      intro:
        'These terms and conditions apply to every rental with us, whether you book online, by phone or at a branch. Please read them carefully before you confirm a booking; by confirming, you agree to them. If anything is unclear, our team will be glad to explain.',
      sections: [],
      cta: { label: 'Read the FAQs', to: '/faq' },
    },
    ar: {
      title: 'الشروط والأحكام',
      metaDescription:
        'الشروط والأحكام التي تسري على كل عملية تأجير سيارة معنا في الإمارات: الأهلية والدفع والتأمين النقدي والتأمين والوقود وسالك والمخالفات والإلغاء.',
      metaKeywords: 'شروط وأحكام تأجير السيارات, عقد تأجير سيارة في الإمارات, شروط استئجار سيارة',
      heading: 'الشروط والأحكام',
      intro:
        'تسري هذه الشروط والأحكام على كل عملية تأجير معنا، سواء حجزت عبر الإنترنت أو بالهاتف أو في أحد الفروع. يُرجى قراءتها بعناية قبل تأكيد الحجز، إذ يعني التأكيد موافقتك عليها. وإن كان أي بند غير واضح، يسعد فريقنا بتوضيحه لك.',
      sections: [],
      cta: { label: 'اقرأ الأسئلة الشائعة', to: '/faq' },
    },
  },

  sitemap: {
    en: {
      title: 'Sitemap',
      metaDescription:
        'Sitemap: every main page of our website in one place, from car rental, leasing and pre-owned cars to renter’s guides, offers, careers and contact details.',
      heading: 'Sitemap',
      intro:
        'All the main pages of our website in one place. Use the links below to go straight to our services, renter’s guides, offers and company information.',
      sections: [],
    },
    ar: {
      title: 'خريطة الموقع',
      metaDescription:
        'خريطة الموقع: جميع الصفحات الرئيسية لموقعنا في مكان واحد، من تأجير السيارات والتأجير طويل الأمد والسيارات المستعملة إلى أدلة المستأجر والعروض والوظائف وبيانات التواصل.',
      heading: 'خريطة الموقع',
      intro:
        'جميع الصفحات الرئيسية لموقعنا في مكان واحد. استخدم الروابط أدناه للانتقال مباشرة إلى خدماتنا وأدلة المستأجر والعروض ومعلومات الشركة.',
      sections: [],
    },
  },
} satisfies Record<string, LocalizedPageCopy>;

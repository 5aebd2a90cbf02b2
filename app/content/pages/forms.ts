import type { LocalizedPageCopy } from './types';

/** Intros for the form pages (the forms themselves live with their routes) and the blog list. */
export const formsPages = {
  enquiry: {
    en: {
      title: 'Enquiry',
      metaDescription:
        'Ask us about a car, a rental rate, leasing, chauffeur services or pre-owned cars. Send your enquiry online and our team in the UAE will get back to you shortly.',
      metaKeywords: 'car rental enquiry, rent a car UAE enquiry, car leasing enquiry, vehicle availability',
      heading: 'Send Us an Enquiry',
      intro:
        'Have a question about a car, a rate or one of our services? Tell us what you need and our team will get back to you shortly. If you came here from a vehicle, its brand and model are already in your message; just add your dates and preferred branch.',
      sections: [
        {
          heading: 'What happens next',
          paragraphs: [
            'A member of our team reads every enquiry and replies by phone or email during branch opening hours. For anything urgent, call {hotlineAbuDhabiAlAin} for Abu Dhabi and Al Ain, or {hotlineDubaiNorthern} for Dubai and the Northern Emirates.',
          ],
        },
      ],
      cta: { label: 'Read the FAQs', to: '/faq' },
    },
    ar: {
      title: 'استفسار',
      metaDescription:
        'اسألنا عن سيارة أو سعر تأجير أو التأجير طويل الأمد أو خدمات السائق الخاص أو السيارات المستعملة. أرسل استفسارك عبر الإنترنت وسيرد عليك فريقنا في الإمارات قريباً.',
      metaKeywords: 'استفسار تأجير سيارات, استفسار تأجير سيارة في الإمارات, استفسار تأجير طويل الأمد, توافر المركبات',
      heading: 'أرسل استفسارك',
      intro:
        'لديك سؤال عن سيارة أو سعر أو إحدى خدماتنا؟ أخبرنا بما تحتاجه وسيرد عليك فريقنا قريباً. وإذا وصلت إلى هنا من صفحة سيارة، فستجد علامتها وطرازها في رسالتك، فما عليك إلا إضافة المواعيد والفرع الذي تفضله.',
      sections: [
        {
          heading: 'ماذا يحدث بعد ذلك',
          paragraphs: [
            'يقرأ أحد أعضاء فريقنا كل استفسار ويرد عليه هاتفياً أو عبر البريد الإلكتروني خلال مواعيد عمل الفروع. وللأمور العاجلة، اتصل على {hotlineAbuDhabiAlAin} لأبوظبي والعين، أو {hotlineDubaiNorthern} لدبي والإمارات الشمالية.',
          ],
        },
      ],
      cta: { label: 'اقرأ الأسئلة الشائعة', to: '/faq' },
    },
  },

  'contact-us': {
    en: {
      title: 'Contact Us',
      metaDescription:
        'Contact our UAE car rental and leasing team: call {hotlineAbuDhabiAlAin} for Abu Dhabi and Al Ain or {hotlineDubaiNorthern} for Dubai and the Northern Emirates, or send a message.',
      metaKeywords: 'contact car rental UAE, car rental phone number, rent a car hotline, car rental customer service',
      heading: 'Contact Us',
      intro:
        'We are here to help with bookings, changes, invoices, corporate accounts and anything else you need. Send us a message with the form, call one of our hotlines, or visit our head office, shown on the map below.',
      sections: [
        {
          heading: 'Customer service hotlines',
          bullets: [
            'Abu Dhabi and Al Ain: {hotlineAbuDhabiAlAin}',
            'Dubai and the Northern Emirates: {hotlineDubaiNorthern}',
            'In an emergency on the road, call the police on 999, then our 24/7 roadside assistance line shown on your rental agreement.',
          ],
        },
      ],
      cta: { label: 'Find a branch', to: '/location-guide' },
    },
    ar: {
      title: 'اتصل بنا',
      metaDescription:
        'تواصل مع فريق تأجير السيارات لدينا في الإمارات: اتصل على {hotlineAbuDhabiAlAin} لأبوظبي والعين أو {hotlineDubaiNorthern} لدبي والإمارات الشمالية، أو أرسل إلينا رسالة.',
      metaKeywords:
        'التواصل مع شركة تأجير سيارات, رقم هاتف تأجير السيارات, الخط الساخن لتأجير السيارات, خدمة عملاء تأجير السيارات',
      heading: 'اتصل بنا',
      intro:
        'نحن هنا لمساعدتك في الحجوزات والتعديلات والفواتير وحسابات الشركات وكل ما تحتاجه. أرسل إلينا رسالة عبر النموذج، أو اتصل بأحد خطينا الساخنين، أو زر مقرنا الرئيسي الموضح على الخريطة أدناه.',
      sections: [
        {
          heading: 'الخطوط الساخنة لخدمة العملاء',
          bullets: [
            'أبوظبي والعين: {hotlineAbuDhabiAlAin}',
            'دبي والإمارات الشمالية: {hotlineDubaiNorthern}',
            'في حالات الطوارئ على الطريق، اتصل بالشرطة على 999، ثم برقم المساعدة على الطريق المتاح على مدار الساعة والمدوّن في عقد التأجير.',
          ],
        },
      ],
      cta: { label: 'ابحث عن فرع', to: '/location-guide' },
    },
  },

  'lease-enquiry': {
    en: {
      title: 'Request A Lease Quote',
      metaDescription:
        'Request a car lease quote in the UAE for business or personal use: tell us the vehicle, contract length and annual mileage, and we will send a proposal.',
      metaKeywords:
        'car lease quote UAE, request lease quote, corporate car lease, personal car lease Dubai, car lease Abu Dhabi',
      heading: 'Request A Lease Quote',
      intro:
        'Tell us about the vehicle and the contract you have in mind, and our leasing team will prepare a quote tailored to you. It takes a couple of minutes, and there is no obligation.',
      sections: [
        {
          heading: 'What we will ask',
          steps: [
            {
              title: 'Vehicle details',
              text: 'The make and model you are interested in, and any comments or special requirements.',
            },
            {
              title: 'Contract details',
              text: 'How long you would like to lease for, your expected annual mileage and whether you want maintenance and servicing included.',
            },
            {
              title: 'Business or personal details',
              text: 'Whether the lease is for a business or for you personally, your contact details and how you heard about us.',
            },
          ],
        },
        {
          heading: 'What happens next',
          paragraphs: [
            'Our leasing team reviews your request and contacts you shortly with a proposal, or with any questions needed to complete it.',
          ],
        },
      ],
    },
    ar: {
      title: 'اطلب عرض سعر للتأجير',
      metaDescription:
        'اطلب عرض سعر لتأجير سيارة طويل الأمد في الإمارات لشركتك أو لاستخدامك الشخصي: أخبرنا بالسيارة ومدة العقد والمسافة السنوية، وسنرسل إليك عرضاً.',
      metaKeywords:
        'عرض سعر تأجير سيارة في الإمارات, طلب عرض سعر تأجير, تأجير سيارات للشركات, تأجير سيارة شخصي دبي, تأجير سيارة أبوظبي',
      heading: 'اطلب عرض سعر للتأجير',
      intro:
        'أخبرنا بالسيارة والعقد اللذين تفكر فيهما، وسيعد فريق التأجير عرض سعر مصمماً لك. لن يستغرق ذلك سوى دقيقتين، ودون أي التزام.',
      sections: [
        {
          heading: 'ما سنسألك عنه',
          steps: [
            {
              title: 'تفاصيل المركبة',
              text: 'العلامة والطراز اللذان تهتم بهما، وأي ملاحظات أو متطلبات خاصة.',
            },
            {
              title: 'تفاصيل العقد',
              text: 'المدة التي ترغب في التأجير خلالها، والمسافة السنوية المتوقعة، وما إذا كنت تريد شمول الصيانة والخدمة الدورية.',
            },
            {
              title: 'بيانات الشركة أو البيانات الشخصية',
              text: 'ما إذا كان التأجير لشركة أو لك شخصياً، وبيانات التواصل معك، وكيف عرفت عنا.',
            },
          ],
        },
        {
          heading: 'ماذا يحدث بعد ذلك',
          paragraphs: ['يراجع فريق التأجير طلبك ويتواصل معك قريباً بعرض السعر، أو بأي أسئلة لازمة لاستكماله.'],
        },
      ],
    },
  },

  feedback: {
    en: {
      title: 'Feedback',
      metaDescription:
        'Tell us about your experience with our car rental, leasing or transport services in the UAE. Your feedback helps us improve the service at every branch.',
      heading: 'Share Your Feedback',
      intro:
        'How did we do? Whether you rented for a day, subscribed monthly, leased long term or used our bus transportation, we would like to hear about your experience. The questionnaire takes only a few minutes and covers our staff’s knowledge, professionalism and friendliness, our response time and reliability, and the cleanliness of our vehicles.',
      sections: [
        {
          heading: 'How we use your feedback',
          paragraphs: [
            'Every response is read by our management team and shared with the branch or department concerned. Your suggestions help us decide what to improve next, and if you tell us something went wrong, we will contact you to put it right.',
          ],
        },
      ],
    },
    ar: {
      title: 'الملاحظات',
      metaDescription:
        'أخبرنا عن تجربتك مع خدماتنا في تأجير السيارات والتأجير طويل الأمد والنقل في الإمارات. تساعدنا ملاحظاتك على تحسين الخدمة في كل فرع.',
      heading: 'شاركنا ملاحظاتك',
      intro:
        'كيف كانت تجربتك معنا؟ سواء استأجرت ليوم واحد، أو اشتركت شهرياً، أو استأجرت لمدة طويلة، أو استخدمت خدمة نقل الحافلات لدينا، يسعدنا أن نسمع عن تجربتك. لا يستغرق الاستبيان سوى دقائق، ويشمل معرفة موظفينا واحترافيتهم ولطفهم، وسرعة استجابتنا وموثوقيتنا، ونظافة مركباتنا.',
      sections: [
        {
          heading: 'كيف نستفيد من ملاحظاتك',
          paragraphs: [
            'يقرأ فريق الإدارة كل إجابة ويشاركها مع الفرع أو القسم المعني. وتساعدنا اقتراحاتك على تحديد ما نحسّنه تالياً، وإذا أخبرتنا بأن شيئاً لم يكن على ما يرام، فسنتواصل معك لمعالجته.',
          ],
        },
      ],
    },
  },

  blogs: {
    en: {
      title: 'Blog',
      metaDescription:
        'Driving tips, UAE travel ideas and news from our team: advice on renting and leasing cars, Salik and road rules, and the best road trips across the Emirates.',
      metaKeywords: 'UAE driving tips, car rental blog, UAE road trips, Salik guide, car leasing advice',
      heading: 'Our Blog',
      intro:
        'Driving tips, travel ideas and news from our team. Read practical advice on renting and leasing in the UAE, road rules and Salik, choosing the right car for your needs, and road trips worth taking across the Emirates.',
      sections: [],
      cta: { label: 'Explore the UAE', to: '/tour' },
    },
    ar: {
      title: 'المدونة',
      metaDescription:
        'نصائح القيادة وأفكار السفر في الإمارات وأخبار فريقنا: إرشادات حول تأجير السيارات والتأجير طويل الأمد، وسالك وقواعد المرور، وأجمل الرحلات البرية في الإمارات.',
      metaKeywords:
        'نصائح القيادة في الإمارات, مدونة تأجير السيارات, رحلات برية في الإمارات, دليل سالك, نصائح التأجير طويل الأمد',
      heading: 'مدونتنا',
      intro:
        'نصائح للقيادة وأفكار للسفر وأخبار من فريقنا. اقرأ إرشادات عملية حول تأجير السيارات والتأجير طويل الأمد في الإمارات، وقواعد المرور ورسوم سالك، واختيار السيارة المناسبة لاحتياجاتك، والرحلات البرية التي تستحق خوضها في أنحاء الإمارات.',
      sections: [],
      cta: { label: 'استكشف الإمارات', to: '/tour' },
    },
  },
} satisfies Record<string, LocalizedPageCopy>;
